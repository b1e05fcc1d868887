import { describe, expect, it } from 'vitest';
import { chooseView, fallbackView } from './view-choice.ts';
import type { ScheduleView } from './views.types.ts';

const views = ['design', 'budget', 'mine'].map((id) => ({ id, name: id }) as ScheduleView);
const none = { requestedId: null, rememberedId: null, previousId: null };

describe('the view the schedule opens on', () => {
  it('is the address’s view, else the one last used here, else the first', () => {
    expect(chooseView(views, { ...none, requestedId: 'mine' }).view?.id).toBe('mine');
    expect(chooseView(views, { ...none, rememberedId: 'budget' }).view?.id).toBe('budget');
    expect(chooseView(views, none).view?.id).toBe('design');
    // A remembered view since deleted or withheld: the first, without a word.
    expect(chooseView(views, { ...none, rememberedId: 'gone' })).toEqual({
      view: views[0],
      missing: false,
    });
  });

  it('goes back to the view one came from when the one asked for is gone', () => {
    const choice = chooseView(views, { ...none, requestedId: 'gone', previousId: 'budget' });
    expect(choice).toEqual({ view: views[1], missing: true });
    expect(chooseView(views, { ...none, requestedId: 'gone' }).view?.id).toBe('design');
  });

  it('after deleting the view shown, never falls back to that view', () => {
    expect(fallbackView(views, 'budget', 'mine')?.id).toBe('budget');
    expect(fallbackView(views, 'mine', 'mine')?.id).toBe('design');
    expect(fallbackView(views, null, 'design')?.id).toBe('budget');
  });
});
