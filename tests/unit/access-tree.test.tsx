import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessTree } from '../../src/access/tree/AccessTree';
import type { AccessNode } from '../../src/access/tree/treeModel';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { IDS, sampleTree } from './support/accessTree';

/** The access tree component, on the sample tree. */

// happy-dom lays nothing out: give the tree's scrolling pane a height, so the virtualizer renders rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});
afterEach(() => vi.restoreAllMocks());

const renderTree = ({ activeId, nodes = sampleTree }: { activeId?: string; nodes?: AccessNode[] } = {}) => {
  const onSelect = vi.fn();
  const i18nProvider = createI18nProvider();
  const view = render(
    <I18nContextProvider value={i18nProvider}>
      <AccessTree nodes={nodes} activeId={activeId} onSelect={onSelect} />
    </I18nContextProvider>,
  );
  const rerender = (props: { activeId?: string }) =>
    view.rerender(
      <I18nContextProvider value={i18nProvider}>
        <AccessTree nodes={nodes} activeId={props.activeId} onSelect={onSelect} />
      </I18nContextProvider>,
    );
  return { onSelect, rerender };
};

const tree = () => screen.getByRole('tree');
/** The names of the rows shown, top to bottom. */
const rowNames = () =>
  within(tree())
    .queryAllByRole('treeitem')
    .map((row) => row.getAttribute('aria-label'));
const row = (name: string) => within(tree()).getByRole('treeitem', { name });
const button = (name: string) => screen.getByRole('button', { name });

describe('folding', () => {
  it('starts with the access objects folded, objects in bold', () => {
    renderTree();
    expect(rowNames()).toEqual(['ЖК «Парковый»', 'ЖК «Пустой»', 'ЖК «Северный»']);
    expect(row('ЖК «Северный»')).toHaveAttribute('aria-expanded', 'false');
    expect(within(row('ЖК «Северный»')).getByText('ЖК «Северный»')).toHaveStyle({ fontWeight: '700' });
  });

  it("a row's fold button unfolds and folds it", async () => {
    const user = userEvent.setup();
    const { onSelect } = renderTree();
    await user.click(within(row('ЖК «Северный»')).getByTestId('fold-toggle'));
    expect(rowNames()).toEqual(['ЖК «Парковый»', 'ЖК «Пустой»', 'ЖК «Северный»', 'Корпус 1', 'Парковка']);
    expect(row('ЖК «Северный»')).toHaveAttribute('aria-expanded', 'true');
    expect(within(row('Корпус 1')).getByText('Корпус 1')).toHaveStyle({ fontWeight: '400' });
    await user.click(within(row('ЖК «Северный»')).getByTestId('fold-toggle'));
    expect(rowNames()).toEqual(['ЖК «Парковый»', 'ЖК «Пустой»', 'ЖК «Северный»']);
    // Folding is not selecting.
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('Unfold all shows every node, Fold all only the objects again', async () => {
    const user = userEvent.setup();
    renderTree();
    await user.click(button('Unfold all'));
    expect(rowNames()).toEqual([
      'ЖК «Парковый»',
      'Ворота',
      'Шлагбаум',
      'ЖК «Пустой»',
      'Ограда',
      'ЖК «Северный»',
      'Корпус 1',
      'Подъезд 1',
      'Вход в подъезд 1',
      'Парковка',
    ]);
    await user.click(button('Fold all'));
    expect(rowNames()).toEqual(['ЖК «Парковый»', 'ЖК «Пустой»', 'ЖК «Северный»']);
  });

  it('marks access points with the access point marker, and nothing else', async () => {
    const user = userEvent.setup();
    renderTree();
    await user.click(button('Unfold all'));
    const markers = within(tree()).getAllByRole('img', { name: 'Access point' });
    expect(markers.map((marker) => marker.closest('[role="treeitem"]')!.getAttribute('aria-label'))).toEqual([
      'Шлагбаум',
      'Вход в подъезд 1',
    ]);
  });
});

describe('hiding points', () => {
  it('hides points and branches without points, and puts a dot on perimeters with points deeper down', async () => {
    const user = userEvent.setup();
    renderTree();
    await user.click(button('Unfold all'));
    await user.click(button('Hide points'));
    expect(rowNames()).toEqual(['ЖК «Парковый»', 'Ворота', 'ЖК «Северный»', 'Корпус 1', 'Подъезд 1']);
    const dotted = within(tree())
      .getAllByRole('img', { name: 'Contains access points' })
      .map((dot) => dot.closest('[role="treeitem"]')!.getAttribute('aria-label'));
    expect(dotted).toEqual(['Ворота', 'Корпус 1', 'Подъезд 1']);

    await user.click(button('Show points'));
    expect(rowNames()).toContain('Вход в подъезд 1');
    expect(rowNames()).toContain('Ограда');
    expect(within(tree()).queryAllByRole('img', { name: 'Contains access points' })).toEqual([]);
  });
});

describe('the active row', () => {
  it('is the one node given, unfolded into sight, and only that one', async () => {
    renderTree({ activeId: IDS.entrance });
    await waitFor(() => expect(rowNames()).toContain('Вход в подъезд 1'));
    expect(row('Вход в подъезд 1')).toHaveAttribute('aria-selected', 'true');
    expect(
      within(tree())
        .getAllByRole('treeitem')
        .filter((item) => item.getAttribute('aria-selected') === 'true'),
    ).toHaveLength(1);
  });

  it('follows the page: another active node makes the previous one inactive', async () => {
    const { rerender } = renderTree({ activeId: IDS.severny });
    expect(row('ЖК «Северный»')).toHaveAttribute('aria-selected', 'true');
    rerender({ activeId: IDS.park });
    expect(row('ЖК «Северный»')).toHaveAttribute('aria-selected', 'false');
    expect(row('ЖК «Парковый»')).toHaveAttribute('aria-selected', 'true');
  });

  it('selecting a row reports its node', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderTree();
    await user.click(row('ЖК «Пустой»'));
    expect(onSelect).toHaveBeenCalledWith(sampleTree.find((node) => node.id === IDS.empty));
  });
});

describe('the keyboard', () => {
  it('arrows move and unfold, Enter selects', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderTree();
    row('ЖК «Парковый»').focus();
    await user.keyboard('{ArrowRight}');
    expect(rowNames()).toEqual(['ЖК «Парковый»', 'Ворота', 'ЖК «Пустой»', 'ЖК «Северный»']);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(row('Ворота')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(sampleTree.find((node) => node.id === IDS.gates));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(row('ЖК «Парковый»')).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    expect(rowNames()).toEqual(['ЖК «Парковый»', 'ЖК «Пустой»', 'ЖК «Северный»']);
  });

  it('Home and End jump to the first and last rows, Right on an unfolded row enters it, Space selects', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderTree();
    row('ЖК «Пустой»').focus();
    await user.keyboard('{End}');
    await waitFor(() => expect(row('ЖК «Северный»')).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    expect(row('ЖК «Северный»')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(row('Корпус 1')).toHaveFocus());
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledWith(sampleTree.find((node) => node.id === IDS.korpus));
    await user.keyboard('{Home}');
    await waitFor(() => expect(row('ЖК «Парковый»')).toHaveFocus());
  });

  it('Tab lands on the active row, the only row in the tab order', async () => {
    const user = userEvent.setup();
    renderTree({ activeId: IDS.park });
    await user.click(screen.getByRole('searchbox', { name: 'Search in the tree' }));
    await user.tab();
    expect(row('ЖК «Парковый»')).toHaveFocus();
    expect(
      within(tree())
        .getAllByRole('treeitem')
        .filter((item) => item.tabIndex === 0),
    ).toHaveLength(1);
  });
});

describe('the search', () => {
  it('filters by name, keeps the ancestors unfolded, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderTree();
    await user.type(screen.getByRole('searchbox', { name: 'Search in the tree' }), 'подъезд');
    await waitFor(() => expect(rowNames()).toEqual(['ЖК «Северный»', 'Корпус 1', 'Подъезд 1', 'Вход в подъезд 1']));
    expect(within(row('Подъезд 1')).getByText('Подъезд')).toContainHTML('mark');

    await user.type(screen.getByRole('searchbox', { name: 'Search in the tree' }), ' 99');
    expect(await screen.findByText('Nothing in the tree matches your search')).toBeInTheDocument();
  });
});

describe('an empty tree', () => {
  it('says there are no access objects yet', () => {
    renderTree({ nodes: [] });
    expect(screen.getByText('No access objects yet')).toBeInTheDocument();
  });
});
