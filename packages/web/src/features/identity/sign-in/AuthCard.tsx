import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { initialsOf } from '../../../ui/avatar/initials.ts';
import type { WorkspaceBranding } from '../identity.types.ts';
import { brandingLogoUrl } from './sign-in-flow.ts';

type AuthCardProps = {
  title: string;
  /** A sentence under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** Below the card: links to the other sign-in pages. */
  footer?: ReactNode;
  /** A white-label page: the workspace's logo and name head the card in place of ours. */
  branding?: WorkspaceBranding;
};

/** The workspace's logo (initials while it has none) and name, at the top of a branded card. */
function BrandingHeader({ branding }: { branding: WorkspaceBranding }) {
  const logo = brandingLogoUrl(branding);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mb: 3 }}>
      <Avatar
        variant="rounded"
        src={logo}
        alt={logo ? `${branding.name} logo` : undefined}
        // The initials only stand in for a logo: the name is written below.
        aria-hidden={logo ? undefined : true}
        sx={{
          width: 64,
          height: 64,
          fontSize: '1.5rem',
          fontWeight: 600,
          bgcolor: logo ? 'transparent' : 'secondary.main',
          '& img': { objectFit: 'contain' },
        }}
      >
        {initialsOf(branding.name)}
      </Avatar>
      <Typography
        component="p"
        sx={{
          fontWeight: 700,
          fontSize: '1.125rem',
          textAlign: 'center',
          overflowWrap: 'anywhere',
        }}
      >
        {branding.name}
      </Typography>
    </Box>
  );
}

/**
 * The calm, centred card every sign-in page sits in (at most 420 px wide). Branded with a
 * workspace (white-label pages), it shows the workspace instead of the Specboard name.
 */
export function AuthCard({ title, intro, children, footer, branding }: AuthCardProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        px: 2,
        py: { xs: 4, sm: 6 },
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 420 }}>
        {!branding && (
          <Typography
            component="p"
            sx={{ fontWeight: 700, fontSize: '1.125rem', textAlign: 'center', mb: 2 }}
          >
            Specboard
          </Typography>
        )}
        <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
          {branding && <BrandingHeader branding={branding} />}
          <Typography variant="h1" sx={{ mb: intro ? 1 : 2 }}>
            {title}
          </Typography>
          {intro && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {intro}
            </Typography>
          )}
          {children}
        </Card>
        {footer && (
          <Typography component="div" sx={{ mt: 2, textAlign: 'center' }}>
            {footer}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
