export { NotificationBell } from './NotificationBell.tsx';
