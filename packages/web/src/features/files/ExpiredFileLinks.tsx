import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { watchExpiredFileLinks } from './expired-links.ts';

/** Renders nothing: keeps the links in query answers fresh (expired-links.ts), app-wide. */
export function ExpiredFileLinks() {
  const client = useApolloClient();
  useEffect(() => watchExpiredFileLinks(client), [client]);
  return null;
}
