import { describe, expect, it } from 'vitest';
import { LOGIN_ROUTE_NAMES, SHARED_LINK_ROUTE_NAMES } from './route-names.ts';
import { getFloatingActionKind, getShellChrome } from './shell-layout.ts';

describe('shell layout by route name', () => {
  it.each([...LOGIN_ROUTE_NAMES, ...SHARED_LINK_ROUTE_NAMES])(
    'hides header and navigation on %s at any width',
    (name) => {
      expect(getShellChrome(name, true)).toEqual({ header: false, navigation: false });
      expect(getShellChrome(name, false)).toEqual({ header: false, navigation: false });
    },
  );

  it.each(['project-library', 'schedule-library'])(
    'hides them on %s on wide screens only',
    (name) => {
      expect(getShellChrome(name, true)).toEqual({ header: false, navigation: false });
      expect(getShellChrome(name, false)).toEqual({ header: true, navigation: true });
    },
  );

  it('shows them elsewhere and on unnamed routes', () => {
    expect(getShellChrome('projects', true)).toEqual({ header: true, navigation: true });
    expect(getShellChrome(undefined, false)).toEqual({ header: true, navigation: true });
  });
});

describe('bottom-right button by route name', () => {
  it.each([...LOGIN_ROUTE_NAMES, 'project-library', 'shared-collection', 'shared-project'])(
    'has no AI button on %s',
    (name) => {
      expect(getFloatingActionKind(name)).toBe('none');
    },
  );

  it('offers Contact Us instead on the workspace payment page', () => {
    expect(getFloatingActionKind('workspace-payment')).toBe('contact-us');
  });

  it('offers the AI button elsewhere, schedule-library included', () => {
    expect(getFloatingActionKind('projects')).toBe('assistant');
    expect(getFloatingActionKind('schedule-library')).toBe('assistant');
    expect(getFloatingActionKind(undefined)).toBe('assistant');
  });
});
