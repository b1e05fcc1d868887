import { messages, type ScheduleColumn } from '@specboard/domain';
import { describe, expect, it } from 'vitest';
import { prepareChanges, prepareNewRows, refusalText } from './cell-input.ts';

const model: ScheduleColumn = { id: 'model', name: 'Model', type: 'string', maxLen: 200 };
const price: ScheduleColumn = { id: 'budgetPrice', name: 'Budget Price', type: 'currency' };

describe('cell inputs checked before sending', () => {
  it('refuses a locked column with the server’s message while the others go through', () => {
    const locked = new Set(['budgetPrice']);
    const { changes, refusals } = prepareChanges(
      [
        { rowId: 'r1', column: price, input: '12' },
        { rowId: 'r1', column: model, input: 'LX-2' },
      ],
      locked,
    );
    expect(changes).toEqual([{ rowId: 'r1', col: 'model', value: 'LX-2' }]);
    expect(refusalText(refusals)).toBe(`Budget Price: ${messages.fieldLocked}`);
  });

  it('refuses locked cells of pasted new rows too', () => {
    const { newRows, refusals } = prepareNewRows(
      [
        [
          { column: price, input: '5' },
          { column: model, input: 'A' },
        ],
      ],
      new Set(['budgetPrice']),
    );
    expect(newRows).toEqual([{ model: 'A' }]);
    expect(refusals).toHaveLength(1);
  });

  it('lets everything through when nothing is locked', () => {
    expect(prepareChanges([{ rowId: 'r1', column: price, input: '12' }]).refusals).toEqual([]);
  });
});
