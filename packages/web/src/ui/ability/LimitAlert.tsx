import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useContext } from 'react';
import { Link as RouterLink } from 'react-router';
import { UpgradeGateContext } from './upgrade-gate.ts';

type LimitAlertProps = {
  /** A licence or users limit message (the domain's licenceLimitMessage, usersLimitMessage). */
  message: string;
  severity?: AlertColor;
};

/**
 * A limit that a larger plan lifts, with its way through (seed 000 §8: the users-limit message
 * and its subscribe link): Subscribe, to the payment page, for those who may pay; for others,
 * Upgrade, whose dialog says who can.
 */
export function LimitAlert({ message, severity = 'warning' }: LimitAlertProps) {
  const api = useContext(UpgradeGateContext);
  let action = null;
  if (api?.paymentPath) {
    action = (
      <Button color="inherit" size="small" component={RouterLink} to={api.paymentPath}>
        Subscribe
      </Button>
    );
  } else if (api) {
    action = (
      <Button
        color="inherit"
        size="small"
        onClick={() => api.openUpgrade({ reason: 'upgrade', message })}
      >
        Upgrade
      </Button>
    );
  }
  return (
    <Alert severity={severity} action={action}>
      {message}
    </Alert>
  );
}
