import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { PickedProduct } from './useProductPicker.ts';

/** One product with its checkbox, named by its type and what identifies it (the label). */
export function ProductOption({
  product,
  detail,
  checked,
  onToggle,
}: {
  product: PickedProduct;
  detail: string;
  checked: boolean;
  onToggle: (product: PickedProduct) => void;
}) {
  return (
    <ListItem disablePadding>
      <FormControlLabel
        control={<Checkbox size="small" checked={checked} onChange={() => onToggle(product)} />}
        label={<ListItemText primary={product.name} secondary={detail || undefined} />}
        sx={{
          m: 0,
          px: 1,
          width: '100%',
          borderRadius: 1,
          '&:hover': { bgcolor: 'action.hover' },
          '& .MuiFormControlLabel-label': { minWidth: 0, flex: 1 },
        }}
      />
    </ListItem>
  );
}
