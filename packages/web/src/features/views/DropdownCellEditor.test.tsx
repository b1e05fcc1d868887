import { type GridCell, GridCellKind } from '@glideapps/glide-data-grid';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownCellEditor } from './DropdownCellEditor.tsx';

const cell = (data: string): GridCell => ({
  kind: GridCellKind.Text,
  data,
  displayData: data,
  allowOverlay: true,
});

function renderEditor(data: string, multipleSelect: boolean, initialValue?: string) {
  const onFinishedEditing = vi.fn();
  const onChange = vi.fn();
  const props = {
    value: cell(data),
    initialValue,
    onChange,
    onFinishedEditing,
    isHighlighted: false,
    target: { x: 0, y: 0, width: 180, height: 36 },
    forceEditMode: false,
    theme: {} as never,
    dropdown: { name: 'mounting', values: ['Recessed', 'Surface', 'Pendant'], multipleSelect },
    columnName: 'Mounting',
  };
  render(<DropdownCellEditor {...props} />);
  const chosen = () => (onFinishedEditing.mock.calls.at(-1) ?? [])[0]?.data as string;
  return { onFinishedEditing, onChange, chosen };
}

describe('a dropdown cell editor', () => {
  it('offers every value and takes the one clicked', async () => {
    const { chosen } = renderEditor('Surface', false);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Recessed',
      'Surface',
      'Pendant',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Pendant' }));
    expect(chosen()).toBe('Pendant');
  });

  it('filters as one types, and Enter keeps text the list does not have', async () => {
    const { chosen } = renderEditor('', false, 'c');
    const input = screen.getByRole('combobox', { name: 'Mounting value' });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await userEvent.type(input, 'ove{Enter}');
    expect(chosen()).toBe('cove');
  });

  it('chooses with the arrow keys', async () => {
    const { chosen } = renderEditor('', false, 'p');
    await userEvent.type(screen.getByRole('combobox'), '{ArrowDown}{Enter}');
    expect(chosen()).toBe('Pendant');
  });

  it('chooses several values, joined by ", ", and keeps a typed one', async () => {
    const { chosen, onChange } = renderEditor('Pendant', true);
    await userEvent.click(screen.getByRole('option', { name: 'Recessed' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ data: 'Recessed, Pendant' }),
    );
    await userEvent.type(screen.getByRole('combobox'), 'Cove{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(chosen()).toBe('Recessed, Pendant, Cove');
  });
});
