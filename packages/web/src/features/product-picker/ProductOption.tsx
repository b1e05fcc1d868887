import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { SearchMatch } from '../../graphql/graphql.ts';
import { HighlightedText } from '../search/index.ts';
import type { PickedProduct } from './useProductPicker.ts';

/**
 * One product with its checkbox, named by its type and what identifies it (the label); the
 * search's words marked in both when it was found by a search.
 */
export function ProductOption({
  product,
  detail,
  checked,
  onToggle,
  highlight,
}: {
  product: PickedProduct;
  detail: string;
  checked: boolean;
  onToggle: (product: PickedProduct) => void;
  highlight?: { terms: readonly string[]; match: SearchMatch };
}) {
  const mark = (text: string) =>
    highlight ? (
      <HighlightedText text={text} terms={highlight.terms} match={highlight.match} />
    ) : (
      text
    );
  return (
    <ListItem disablePadding>
      <FormControlLabel
        control={<Checkbox size="small" checked={checked} onChange={() => onToggle(product)} />}
        label={
          <ListItemText
            primary={mark(product.name)}
            secondary={detail ? mark(detail) : undefined}
          />
        }
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
