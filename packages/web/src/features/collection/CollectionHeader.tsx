import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkRemoveOutlinedIcon from '@mui/icons-material/BookmarkRemoveOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { type AbilityLike, AbilityTooltip } from '../../ui/ability/index.ts';
import { type CollectionMoreAction, CollectionMoreMenu } from './CollectionMoreMenu.tsx';

type HeaderProps = {
  name: string;
  libraryName: string | null;
  count: number;
  limit: number;
  backPath: string;
  addProduct: { ability: AbilityLike; onClick: () => void };
  /** Import products: adding products and import:csv. */
  importProducts: AbilityLike;
  /** The product selected in the grid, in the product modal. */
  openProduct: { disabled: boolean; onClick: () => void };
  share: AbilityLike;
  onInfo: () => void;
  onShare: () => void;
  /** Follow or Unfollow, for a collection of another workspace (or one followed here). */
  following: {
    followed: boolean;
    busy: boolean;
    ability: AbilityLike;
    onClick: () => void;
  } | null;
  suggest: AbilityLike;
  onMore: (action: CollectionMoreAction) => void;
};

/**
 * The collection's name, library and product count, with Info, Share, Follow or Unfollow, More
 * (Import products, Add from link, Suggest, Sharing options, Send by e-mail), Open product and Add
 * product.
 */
export function CollectionHeader(props: HeaderProps) {
  const { name, libraryName, count, limit, addProduct } = props;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}
    >
      <Tooltip title="Back to collections">
        <IconButton
          component={RouterLink}
          to={props.backPath}
          aria-label="Back to collections"
          size="small"
          edge="start"
        >
          <ArrowBackIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Stack sx={{ minWidth: 0, flex: '1 1 12rem' }}>
        <Typography variant="h1" noWrap title={name} sx={{ fontSize: '1.25rem' }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {libraryName ? `${libraryName} · ` : ''}
          <span data-testid="product-count">
            {count} of {limit} products
          </span>
        </Typography>
      </Stack>
      {/* The actions wrap under the title on a phone rather than run off its edge. */}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, minWidth: 0 }}
      >
        <Button size="small" startIcon={<InfoOutlinedIcon />} onClick={props.onInfo}>
          Info
        </Button>
        <AbilityTooltip ability={props.share}>
          <Button
            size="small"
            startIcon={<ShareOutlinedIcon />}
            onClick={props.onShare}
            disabled={!props.share.allowed}
          >
            Share
          </Button>
        </AbilityTooltip>
        {props.following && (
          <AbilityTooltip ability={props.following.ability}>
            <Button
              size="small"
              variant={props.following.followed ? 'text' : 'outlined'}
              startIcon={
                props.following.followed ? (
                  <BookmarkRemoveOutlinedIcon />
                ) : (
                  <BookmarkAddOutlinedIcon />
                )
              }
              disabled={props.following.busy || !props.following.ability.allowed}
              onClick={props.following.onClick}
            >
              {props.following.followed ? 'Unfollow' : 'Follow'}
            </Button>
          </AbilityTooltip>
        )}
        <CollectionMoreMenu
          share={props.share}
          suggest={props.suggest}
          addProducts={addProduct.ability}
          importProducts={props.importProducts}
          onAction={props.onMore}
        />
        <Tooltip title={props.openProduct.disabled ? 'Select one product in the grid' : ''}>
          <span>
            <Button
              size="small"
              startIcon={<OpenInNewIcon />}
              onClick={props.openProduct.onClick}
              disabled={props.openProduct.disabled}
            >
              Open product
            </Button>
          </span>
        </Tooltip>
        <AbilityTooltip ability={addProduct.ability}>
          <Button
            size="small"
            variant="contained"
            startIcon={<AddIcon />}
            onClick={addProduct.onClick}
            disabled={!addProduct.ability.allowed}
          >
            Add product
          </Button>
        </AbilityTooltip>
      </Stack>
    </Stack>
  );
}
