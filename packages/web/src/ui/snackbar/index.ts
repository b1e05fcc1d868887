export { SnackbarProvider } from './SnackbarProvider.tsx';
export {
  DEFAULT_SNACKBAR_TIMEOUT_MS,
  PROJECT_AREA_SNACKBAR_TIMEOUT_MS,
  type SnackbarApi,
  type SnackbarColor,
  type SnackbarOptions,
} from './snackbar-types.ts';
export { useSnackbar } from './useSnackbar.ts';
