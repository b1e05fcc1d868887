import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { CellContextMenu, type CellMenuActions } from './CellContextMenu.tsx';

const target = { rowId: 'r1', columnId: 'model', left: 100, top: 100 };
const allowed = { allowed: true };
const refused = { allowed: false, message: 'Your assigned role is not permitted' };

function actions(overrides: Partial<CellMenuActions> = {}): CellMenuActions {
  const action = () => ({ ability: allowed, onClick: vi.fn() });
  return {
    copy: action(),
    paste: action(),
    insertAbove: action(),
    insertBelow: action(),
    duplicate: { ...action(), count: 1 },
    delete: { ...action(), count: 1 },
    comment: action(),
    history: action(),
    ...overrides,
  };
}

describe("the grid's right-click menu", () => {
  it("offers every command on the cell, and runs the chosen one for the cell's row and column", async () => {
    const onClose = vi.fn();
    const given = actions({ duplicate: { ability: allowed, onClick: vi.fn(), count: 3 } });
    renderWithProviders(<CellContextMenu target={target} actions={given} onClose={onClose} />);
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual([
      'CopyCtrl+C',
      'PasteCtrl+V',
      'Insert row above',
      'Insert row below',
      'Duplicate 3 rows',
      'Delete row',
      'Comment on this cellCtrl+Alt+M',
      'Cell history',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: /Cell history/ }));
    expect(given.history?.onClick).toHaveBeenCalledWith(target);
    expect(onClose).toHaveBeenCalled();
  });

  it('disables what the viewer may not do, saying why, and leaves out what does not apply', () => {
    renderWithProviders(
      <CellContextMenu
        target={target}
        actions={actions({
          paste: { ability: refused, onClick: vi.fn() },
          delete: { ability: refused, onClick: vi.fn(), count: 1 },
          comment: undefined,
          history: undefined,
        })}
        onClose={() => {}}
      />,
    );
    const paste = screen.getByRole('menuitem', { name: /Paste/ });
    expect(paste).toHaveAttribute('aria-disabled', 'true');
    expect(paste).toHaveTextContent('Your assigned role is not permitted');
    expect(screen.getByRole('menuitem', { name: /Copy/ })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('menuitem', { name: /Cell history/ })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /Comment/ })).toBeNull();
  });
});

describe("a referenced row's product commands", () => {
  it('offers Compare with product on a referenced row and Save as new product with its ability', async () => {
    const compare = {
      ability: allowed,
      offered: (t: { rowId: string }) => t.rowId === 'r1',
      onClick: vi.fn(),
    };
    const save = { ability: refused, offered: () => true, onClick: vi.fn() };
    const { unmount } = renderWithProviders(
      <CellContextMenu
        target={target}
        actions={actions({ compareProduct: compare, saveAsNewProduct: save })}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('menuitem', { name: /Save as new product/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Compare with product…' }));
    expect(compare.onClick).toHaveBeenCalledWith(target);
    unmount();

    renderWithProviders(
      <CellContextMenu
        target={{ ...target, rowId: 'r2' }}
        actions={actions({ compareProduct: compare })}
        onClose={() => {}}
      />,
    );
    expect(
      screen.queryByRole('menuitem', { name: /Compare with product/ }),
    ).not.toBeInTheDocument();
  });
});
