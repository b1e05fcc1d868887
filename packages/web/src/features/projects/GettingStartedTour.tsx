import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import {
  UPDATE_USER_PREFERENCE_MUTATION,
  USER_PREFERENCE_QUERY,
} from './user-preference.documents.ts';

/** Spec section 9: the tour dialog is at most 800 px wide. */
export const TOUR_DIALOG_MAX_WIDTH = 800;
/** Spec: not on small screens; 992 px is the spec's breakpoint above tablets. */
export const TOUR_MIN_SCREEN_WIDTH = 992;
/** The viewer's own setting that keeps the tour closed for good once skipped or done. */
export const TOUR_DISMISSED_KEY = 'gettingStartedTourDismissed';

const steps = [
  {
    label: 'Projects',
    text: 'Each project keeps a schedule of the products you specify, with its base budget, area and target power density. Star the projects you use most, colour them, tag them and group the list by tag.',
  },
  {
    label: 'Schedule',
    text: 'The schedule is a live table of products: type, manufacturer, model, quantity, budget price, wattage and lumens. Totals of cost and power add up as you type, and every change reaches your team at once.',
  },
  {
    label: 'Views',
    text: 'Views show the columns each audience needs: design team, specifier, contractor, budget or power density. Save starred views of the project list too, with their tags and order.',
  },
  {
    label: 'Sharing',
    text: 'Invite your team as viewers, collaborators, editors or creators. Each role decides who may change the schedule, who may comment and who may export.',
  },
] as const;

/**
 * The Getting Started tour: a short stepper shown once to a signed-in user on the projects page,
 * on screens at least 992 px wide. Skip or Done closes it for good (a per-user preference).
 */
export function GettingStartedTour() {
  const wide = useMediaQuery(`(min-width:${TOUR_MIN_SCREEN_WIDTH}px)`, { noSsr: true });
  const { data, error } = useQuery(USER_PREFERENCE_QUERY, {
    variables: { key: TOUR_DISMISSED_KEY },
    skip: !wide,
  });
  const [dismissedHere, setDismissedHere] = useState(false);
  const [save] = useMutation(UPDATE_USER_PREFERENCE_MUTATION);
  // Only once the answer is known: on a failed read the tour stays closed rather than nag.
  const dismissed = data?.getUserPreference?.value === 'true';
  const open = wide && Boolean(data) && !error && !dismissed && !dismissedHere;

  const dismiss = () => {
    setDismissedHere(true);
    void save({ variables: { key: TOUR_DISMISSED_KEY, value: 'true' } }).catch(() => {
      // Shown again next time: nothing else is lost.
    });
  };

  return <TourDialog open={open} onDismiss={dismiss} />;
}

function TourDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const titleId = useId();
  const [active, setActive] = useState(0);
  const step = steps[active]!;
  const last = active === steps.length - 1;
  return (
    <Dialog
      open={open}
      onClose={onDismiss}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: TOUR_DIALOG_MAX_WIDTH } } }}
    >
      <DialogTitle id={titleId}>Getting started with Specboard</DialogTitle>
      <DialogContent>
        <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
          {steps.map((item) => (
            <Step key={item.label}>
              <StepLabel>{item.label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {step.label}
        </Typography>
        <Typography>{step.text}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDismiss}>Skip</Button>
        <Button disabled={active === 0} onClick={() => setActive(active - 1)}>
          Back
        </Button>
        {last ? (
          <Button variant="contained" onClick={onDismiss}>
            Done
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setActive(active + 1)}>
            Next
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
