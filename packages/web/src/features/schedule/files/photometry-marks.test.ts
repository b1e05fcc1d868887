import { describe, expect, it } from 'vitest';
import type { ScheduleRow } from '../schedule.types.ts';
import { iesFileLine, photometryNoteOf, photometrySummary } from './photometry-marks.ts';

const row = (id: string, photometry: unknown): ScheduleRow =>
  ({
    id,
    key: `ROW#${id}`,
    order: 0,
    hidden: false,
    cells: {},
    versions: {},
    session: null,
    updatedBy: null,
    updatedAt: '',
    photometry,
  }) as ScheduleRow;

const mismatched = row('r1', {
  key: 'k',
  lumens: 1250,
  inputWatts: 10.5,
  efficacy: 119.05,
  cct: 3000,
  mismatches: [
    { columnId: 'lumens', ours: 1000, file: 1250 },
    { columnId: 'wattage', ours: 14, file: 10.5 },
  ],
});

describe('the IES marks of the grid', () => {
  it('says what the file says on the mismatched cells only', () => {
    expect(photometryNoteOf(mismatched, 'lumens')).toBe('The IES file says 1,250 lm');
    expect(photometryNoteOf(mismatched, 'wattage')).toBe('The IES file says 10.5 W');
    expect(photometryNoteOf(mismatched, 'efficacy')).toBeNull();
    const matching = row('r2', { key: 'k', lumens: 1250, mismatches: [] });
    expect(photometryNoteOf(matching, 'lumens')).toBeNull();
    expect(photometryNoteOf(row('r3', null), 'lumens')).toBeNull();
    expect(photometryNoteOf(row('r4', undefined), 'lumens')).toBeNull();
    expect(photometryNoteOf(undefined, 'lumens')).toBeNull();
  });

  it('lists the flagged cells', () => {
    expect(photometrySummary([mismatched, row('r2', null)])).toBe('r1:lumens,r1:wattage');
  });

  it('sums up an IES file for the files dialog, or says why it was not read', () => {
    const photometry = {
      lumens: 1250,
      inputWatts: 10,
      efficacy: 125,
      cct: 3000,
      manufacturer: null,
      catalogueNumber: null,
    };
    expect(iesFileLine({ key: 'k', filename: 'a.ies', photometry } as never)).toEqual({
      text: '1,250 lm · 10 W · 125 lm/W · 3,000 K',
      error: false,
    });
    const absent = { ...photometry, inputWatts: null, efficacy: null, cct: null };
    expect(iesFileLine({ key: 'k', filename: 'a.ies', photometry: absent } as never)?.text).toBe(
      '1,250 lm',
    );
    const broken = { key: 'k', filename: 'b.ies', photometryError: 'Line 5: expected ...' };
    expect(iesFileLine(broken as never)).toEqual({ text: 'Line 5: expected ...', error: true });
    expect(iesFileLine({ key: 'k', filename: 'a.png' })).toBeNull();
  });
});
