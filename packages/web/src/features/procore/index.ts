export { procoreRoutes } from './procore.routes.tsx';
export { SendToProcoreButton } from './SendToProcoreButton.tsx';
export type { ProcoreExportTarget } from './SendToProcoreDialog.tsx';
export { type SendToProcore, useSendToProcore } from './useSendToProcore.tsx';
