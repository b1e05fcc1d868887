import type { SvgIconComponent } from '@mui/icons-material';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BusinessIcon from '@mui/icons-material/Business';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import HomeIcon from '@mui/icons-material/Home';
import HotelIcon from '@mui/icons-material/Hotel';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import MuseumIcon from '@mui/icons-material/Museum';
import SchoolIcon from '@mui/icons-material/School';
import StadiumIcon from '@mui/icons-material/Stadium';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import Box from '@mui/material/Box';

/** The palette's icon codes (getColorIconPalette), each drawn with an icon and named for people. */
const projectIcons: Record<string, { Icon: SvgIconComponent; label: string }> = {
  building: { Icon: ApartmentIcon, label: 'Building' },
  hotel: { Icon: HotelIcon, label: 'Hotel' },
  hospital: { Icon: LocalHospitalIcon, label: 'Hospital' },
  school: { Icon: SchoolIcon, label: 'School' },
  office: { Icon: BusinessIcon, label: 'Office' },
  retail: { Icon: StorefrontIcon, label: 'Retail' },
  residential: { Icon: HomeIcon, label: 'Residential' },
  museum: { Icon: MuseumIcon, label: 'Museum' },
  stadium: { Icon: StadiumIcon, label: 'Stadium' },
  warehouse: { Icon: WarehouseIcon, label: 'Warehouse' },
};

/** The icon drawn for a palette code; a folder for none or an unknown code. */
export function projectIconOf(code: string | null | undefined) {
  return (code && projectIcons[code]) || { Icon: FolderOutlinedIcon, label: 'No icon' };
}

/** A project's colour and icon: the icon in white on a disc of the colour (grey without one). */
export function ProjectBadge({
  color,
  icon,
  size = 32,
}: {
  color: string | null;
  icon: string | null;
  size?: number;
}) {
  const { Icon } = projectIconOf(icon);
  return (
    <Box
      aria-hidden
      data-testid={color ? 'project-colour' : undefined}
      data-icon={icon ?? undefined}
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        bgcolor: color ?? 'action.selected',
        color: color ? '#fff' : 'text.secondary',
      }}
    >
      <Icon sx={{ fontSize: size * 0.6 }} />
    </Box>
  );
}
