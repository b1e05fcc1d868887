import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { permissionMessages } from '@specboard/domain';
import { useId } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import type { ScheduleRow } from '../schedule/index.ts';
import { ProductOption } from './ProductOption.tsx';
import { addLabel } from './product-search.ts';
import { useProductPicker } from './useProductPicker.ts';

export type ProductPickerDialogProps = {
  open: boolean;
  workspaceId: string;
  projectId: string;
  /** The selected row: the products go below it; at the end without one. */
  nearRowId: string | null;
  /** The rows just added (they also arrive by the live events). */
  onAdded: (rows: ScheduleRow[]) => void;
  onClose: () => void;
};

/**
 * Add from library: the collections on the left, the chosen one's products (searched on the
 * server as one types, the words highlighted) and the recent products on the right, each with a checkbox; "Add N products" adds them
 * as rows that keep a reference to their product. Full screen on a phone.
 */
export function ProductPickerDialog(props: ProductPickerDialogProps) {
  const { open, onClose } = props;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Add from library</DialogTitle>
      {open && <PickerBody {...props} fullScreen={fullScreen} />}
    </Dialog>
  );
}

function PickerBody({
  workspaceId,
  projectId,
  nearRowId,
  onAdded,
  onClose,
  fullScreen,
}: ProductPickerDialogProps & { fullScreen: boolean }) {
  const picker = useProductPicker({ workspaceId, projectId, open: true });
  const { show } = useSnackbar();
  const count = picker.picked.length;

  const add = async () => {
    const rows = await picker.add(nearRowId);
    if (!rows) return;
    onAdded(rows);
    show({
      text:
        rows.length === 1
          ? 'Added 1 product to the schedule'
          : `Added ${rows.length} products to the schedule`,
      color: 'success',
      dataTest: 'products-added',
    });
    if (!picker.error) onClose();
  };

  const collectionList = (
    <List dense aria-label="Collections" sx={{ py: 0 }}>
      {picker.collections.map((collection) => (
        <ListItem key={collection.id} disablePadding>
          <ListItemButton
            selected={collection.id === picker.chosen?.id}
            onClick={() => picker.choose(collection.id)}
          >
            <ListItemText
              primary={collection.name}
              secondary={`${collection.productsCount} ${collection.productsCount === 1 ? 'product' : 'products'}`}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );

  return (
    <>
      {/* One height whatever the list holds, so that the window does not jump as one types. */}
      <DialogContent
        dividers
        sx={{ p: 0, display: 'flex', minHeight: { sm: 420 }, height: { sm: 560 } }}
      >
        {picker.loading ? (
          <Box sx={{ p: 3, display: 'flex', justifyContent: 'center', flex: 1 }}>
            <CircularProgress aria-label="Loading collections" />
          </Box>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ flex: 1, minWidth: 0 }}>
            <Box
              sx={{
                width: { sm: 240 },
                flexShrink: 0,
                // One width per breakpoint: a responsive border shorthand would reset its colour.
                borderStyle: 'solid',
                borderColor: 'divider',
                borderWidth: { xs: '0 0 1px 0', sm: '0 1px 0 0' },
                overflowY: 'auto',
                p: fullScreen ? 2 : 0,
              }}
            >
              {picker.lockedLibraryId && (
                <Alert
                  severity="info"
                  sx={{ m: fullScreen ? 0 : 1, mb: 1 }}
                  data-testid="picker-locked"
                >
                  {permissionMessages.lockedToSourceLibrary}
                </Alert>
              )}
              {fullScreen ? (
                <TextField
                  select
                  fullWidth
                  size="small"
                  label="Collection"
                  value={picker.chosen?.id ?? ''}
                  onChange={(event) => picker.choose(event.target.value)}
                >
                  {picker.collections.map((collection) => (
                    <MenuItem key={collection.id} value={collection.id}>
                      {collection.name}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                collectionList
              )}
              {picker.collections.length === 0 && (
                <Typography sx={{ p: 2 }} color="text.secondary">
                  No collections to take products from.
                </Typography>
              )}
            </Box>
            <Stack sx={{ flex: 1, minWidth: 0, p: 2 }} spacing={1}>
              <TextField
                size="small"
                fullWidth
                label="Search products"
                placeholder="Name, manufacturer, model or code"
                value={picker.query}
                onChange={(event) => picker.setQuery(event.target.value)}
                disabled={!picker.chosen}
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchIcon fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <FormControlLabel
                control={
                  <Switch
                    size="small"
                    checked={picker.everywhere}
                    onChange={(event) => picker.setEverywhere(event.target.checked)}
                    disabled={!picker.chosen}
                  />
                }
                label="Search all collections"
              />
              {picker.error && <Alert severity="error">{picker.error}</Alert>}
              {picker.recent.length > 0 && picker.query === '' && (
                <List
                  dense
                  aria-label="Recent products"
                  subheader={<ListSubheader disableSticky>Recent products</ListSubheader>}
                >
                  {picker.recent.map((item) => {
                    // Named as the list names it when the product is in the chosen collection.
                    const known = picker.allProducts.find(
                      (product) =>
                        product.id === item.productId && product.collectionId === item.collectionId,
                    );
                    return (
                      <ProductOption
                        key={`${item.collectionId}/${item.productId}`}
                        product={{
                          collectionId: item.collectionId,
                          productId: item.productId,
                          name: known?.name ?? item.name ?? 'Untitled product',
                        }}
                        detail={[known?.detail, item.collectionName].filter(Boolean).join(' · ')}
                        checked={picker.isPicked(item.collectionId, item.productId)}
                        onToggle={picker.toggle}
                      />
                    );
                  })}
                </List>
              )}
              <List
                dense
                aria-label="Products"
                subheader={
                  <ListSubheader disableSticky>
                    {picker.everywhere
                      ? 'Products in all collections'
                      : picker.chosen
                        ? `Products in ${picker.chosen.name}`
                        : 'Products'}
                  </ListSubheader>
                }
              >
                {picker.productsLoading && (
                  <Box sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
                    <CircularProgress size={24} aria-label="Loading products" />
                  </Box>
                )}
                {picker.products.map((product) => (
                  <ProductOption
                    key={product.id}
                    product={{
                      collectionId: product.collectionId,
                      productId: product.id,
                      name: product.name,
                    }}
                    detail={product.detail}
                    checked={picker.isPicked(product.collectionId, product.id)}
                    onToggle={picker.toggle}
                    highlight={picker.searched ? picker.highlight : undefined}
                  />
                ))}
                {!picker.productsLoading &&
                  !picker.error &&
                  picker.chosen &&
                  picker.products.length === 0 && (
                    <Typography sx={{ px: 2, py: 1 }} color="text.secondary">
                      {picker.everywhere
                        ? picker.searched
                          ? `No product matches “${picker.searched}”.`
                          : 'Type to search every collection.'
                        : picker.totalProducts === 0
                          ? 'This collection has no products yet.'
                          : `No product matches “${picker.searched}”.`}
                    </Typography>
                  )}
              </List>
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 1 }}>
          {nearRowId ? 'Added below the selected row' : 'Added at the end'}
        </Typography>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={count === 0 || picker.adding}
          onClick={() => void add()}
        >
          {count === 0 ? 'Add products' : addLabel(count)}
        </Button>
      </DialogActions>
    </>
  );
}
