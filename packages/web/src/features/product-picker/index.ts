export { ProductPickerDialog, type ProductPickerDialogProps } from './ProductPickerDialog.tsx';
