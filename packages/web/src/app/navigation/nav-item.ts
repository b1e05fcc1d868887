import type { SvgIconComponent } from '@mui/icons-material';

/** An entry of the main navigation, shown in the side nav and the bottom nav. */
export type NavItem = {
  path: string;
  label: string;
  icon: SvgIconComponent;
  /** Other paths (and the paths below them) on which the entry is lit too. */
  activeOn?: readonly string[];
};
