import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LivePulseCard } from './LivePulseCard.tsx';
import { ServerStatusCard } from './ServerStatusCard.tsx';

/** The running server and the live pulse of every server process. */
export function StatusPage() {
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 880 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        System status
      </Typography>
      <Stack spacing={2}>
        <ServerStatusCard />
        <LivePulseCard />
      </Stack>
    </Box>
  );
}
