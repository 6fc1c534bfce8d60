import { type ComponentType, createElement, Suspense } from 'react';
import { lazyPage } from '../lazyPage';

/**
 * A dialog that is a named export of its module, loaded when first opened (issue 43: the bulk and undo
 * dialogs): the list or page that offers it downloads only its button. Nothing shows while the chunk
 * comes; the dialog then opens as it would have.
 */
export const lazyDialog = <Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) => {
  const Dialog = lazyPage<Props>(() => load().then((module) => ({ default: module[name] })));
  const LazyDialog = (props: Props) =>
    createElement(Suspense, { fallback: null }, createElement(Dialog as ComponentType<Props>, props));
  return LazyDialog;
};
