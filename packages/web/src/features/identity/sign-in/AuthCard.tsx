import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type AuthCardProps = {
  title: string;
  /** A sentence under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** Below the card: links to the other sign-in pages. */
  footer?: ReactNode;
};

/** The calm, centred card every sign-in page sits in (at most 420 px wide). */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
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
        <Typography
          component="p"
          sx={{ fontWeight: 700, fontSize: '1.125rem', textAlign: 'center', mb: 2 }}
        >
          Specboard
        </Typography>
        <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
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
