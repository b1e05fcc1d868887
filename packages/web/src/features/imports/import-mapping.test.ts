import { describe, expect, it } from 'vitest';
import {
  assignColumn,
  guessLabel,
  initialMapping,
  mappingInput,
  previewRows,
  problemCount,
  type SourceColumn,
  type TargetColumn,
} from './import-mapping.ts';

const source = (index: number, header: string, columnId: string | null, guessedBy = 'name') =>
  ({ index, header, samples: [], columnId, guessedBy }) as SourceColumn;

const targets: TargetColumn[] = [
  { id: 'manufacturer', name: 'Manufacturer', type: 'string', maxLen: 200 },
  { id: 'model', name: 'Model', type: 'string', maxLen: 200 },
  { id: 'wattage', name: 'Wattage', type: 'float' },
  { id: 'quantity', name: 'Quantity', type: 'integer' },
] as TargetColumn[];

describe('the import mapping', () => {
  it("starts from the server's guesses, a target guessed twice kept by the first column", () => {
    const mapping = initialMapping([
      source(0, 'Brand', 'manufacturer'),
      source(1, 'Maker', 'manufacturer'),
      source(2, 'Notes', null, 'none'),
    ]);
    expect(mappingInput(mapping)).toEqual([
      { index: 0, columnId: 'manufacturer' },
      { index: 1, columnId: null },
      { index: 2, columnId: null },
    ]);
  });

  it('moves a target chosen for another column away from where it was', () => {
    const start = initialMapping([source(0, 'Brand', 'manufacturer'), source(1, 'Name', 'model')]);
    const moved = assignColumn(start, 1, 'manufacturer');
    expect(mappingInput(moved)).toEqual([
      { index: 0, columnId: null },
      { index: 1, columnId: 'manufacturer' },
    ]);
    // Skipping never takes anything from another column.
    expect(mappingInput(assignColumn(moved, 0, null))).toEqual(mappingInput(moved));
  });

  it('says how the choice was made', () => {
    const byName = source(0, 'Brand', 'manufacturer', 'name');
    const byContent = source(1, 'C', 'wattage', 'content');
    expect(guessLabel(byName, 'manufacturer')).toBe('Guessed from the header');
    expect(guessLabel(byContent, 'wattage')).toBe('Guessed from the values');
    expect(guessLabel(byName, 'model')).toBe('Chosen by you');
    expect(guessLabel(byName, null)).toBeNull();
  });

  it('flags the cells a column would refuse, with the reason, and only mapped columns', () => {
    const mapping = initialMapping([
      source(0, 'Brand', 'manufacturer'),
      source(1, 'Watts', 'wattage'),
      source(2, 'Qty', 'quantity'),
      source(3, 'Notes', null, 'none'),
    ]);
    const cells = previewRows(
      [
        ['Lumen & Co', '12.5', '4', 'anything'],
        ['Lumen & Co', 'bright', '2.5', null],
      ],
      mapping,
      targets,
    );
    expect(cells[0]?.map((cell) => cell.problem)).toEqual([null, null, null]);
    expect(cells[1]?.[1]?.problem).toBe('not a number.');
    expect(cells[1]?.[2]?.problem).toBe('not a whole number.');
    expect(problemCount(cells)).toBe(2);
  });
});
