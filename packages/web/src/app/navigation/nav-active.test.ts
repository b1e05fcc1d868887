import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { describe, expect, it } from 'vitest';
import { isNavItemActive } from './nav-active.ts';
import type { NavItem } from './nav-item.ts';

const collections: NavItem = {
  path: '/workspace/ws-1/collections',
  label: 'Collections',
  icon: FolderOutlinedIcon,
  activeOn: ['/workspace/ws-1/collection-library', '/workspace/ws-1/collection'],
};

describe('isNavItemActive', () => {
  it('lights an entry on its path and below it', () => {
    expect(isNavItemActive(collections, '/workspace/ws-1/collections')).toBe(true);
    expect(isNavItemActive(collections, '/workspace/ws-1/collections/lib-2')).toBe(true);
    expect(isNavItemActive('/workspace/ws-1/libraries', '/workspace/ws-1/libraries')).toBe(true);
  });

  it('lights an entry on its other paths, and not on paths that merely start alike', () => {
    expect(isNavItemActive(collections, '/workspace/ws-1/collection/col-1/product/p-1')).toBe(true);
    expect(isNavItemActive(collections, '/workspace/ws-1/collection-library/lib-2')).toBe(true);
    expect(isNavItemActive(collections, '/workspace/ws-1/collectionsx')).toBe(false);
    expect(isNavItemActive(collections, '/workspace/ws-1/libraries')).toBe(false);
  });
});
