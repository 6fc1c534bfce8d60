import LinearProgress from '@mui/material/LinearProgress';
import { type ComponentType, createElement, Suspense } from 'react';
import { lazyPage } from '../lazyPage';

/**
 * A page that is a named export of its module, loaded when first shown: a resource's list, create and
 * edit pages each become their own chunk, so the area's first download holds only the screen it opens.
 * Its own Suspense boundary keeps the wait inside the page: suspending the area's boundary instead
 * re-created the area's content once the chunk came, and a form already typed into was reset.
 */
export const lazyExport = <Module extends Record<Name, ComponentType<object>>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
) => {
  const Page = lazyPage<object>(() => load().then((module) => ({ default: module[name] as ComponentType<object> })));
  const LazyExport = (props: object) =>
    createElement(Suspense, { fallback: createElement(LinearProgress) }, createElement(Page, props));
  return LazyExport;
};
