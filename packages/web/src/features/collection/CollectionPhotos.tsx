import { useMutation, useQuery } from '@apollo/client/react';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { type ChangeEvent, useRef, useState } from 'react';
import { type AbilityLike, AbilityTooltip } from '../../ui/ability/index.ts';
import { useConfirm } from '../../ui/confirm/index.ts';
import { usePreview } from '../../ui/preview/index.ts';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { useUploadFile } from '../files/index.ts';
import { readApiError } from '../identity/index.ts';
import {
  COLLECTION_PHOTOS_QUERY,
  DECLARE_COLLECTION_PHOTO_MUTATION,
  DELETE_COLLECTION_PHOTOS_MUTATION,
} from './collection.documents.ts';

type PhotosProps = { workspaceId: string; collectionId: string; ability: AbilityLike };

/**
 * The collection's photos as a strip: each opens the preview (with the others to page through);
 * those who may change the collection add one (uploaded, then declared) and delete one at a time.
 */
export function CollectionPhotos({ workspaceId, collectionId, ability }: PhotosProps) {
  const variables = { workspaceId, collectionId };
  const query = useQuery(COLLECTION_PHOTOS_QUERY, { variables, fetchPolicy: 'cache-and-network' });
  const photos = query.data?.listCollectionPhotos ?? [];
  const [declare] = useMutation(DECLARE_COLLECTION_PHOTO_MUTATION);
  const [remove] = useMutation(DELETE_COLLECTION_PHOTOS_MUTATION);
  const upload = useUploadFile();
  const preview = usePreview();
  const confirm = useConfirm();
  const { show } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const refused = (error: unknown) =>
    show({ text: readApiError(error).message, color: 'error', dataTest: 'photo-refused' });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const uploaded = await upload(file);
      await declare({ variables: { ...variables, key: uploaded.key } });
      await query.refetch();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const onDelete = async (photoId: string, filename: string) => {
    const sure = await confirm({
      title: 'Delete photo',
      message: `Delete ${filename} from this collection's photos?`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!sure) return;
    try {
      await remove({ variables: { ...variables, photoIds: [photoId] } });
      await query.refetch();
    } catch (error) {
      refused(error);
    }
  };

  const files = photos.map((photo) => ({
    url: photo.url,
    filename: photo.filename,
    type: photo.type,
  }));
  return (
    <Stack
      direction="row"
      spacing={1}
      aria-label="Collection photos"
      sx={{ overflowX: 'auto', minWidth: 0, py: 0.5, flexShrink: 0 }}
    >
      {photos.map((photo, index) => (
        <Box key={photo.id} sx={{ position: 'relative', flexShrink: 0 }}>
          <ButtonBase
            onClick={() => preview.open(files, index)}
            aria-label={`Open photo ${photo.filename}`}
            sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
          >
            <Box
              component="img"
              src={photo.thumbnails?.small ?? photo.url}
              alt={photo.filename}
              sx={{ width: 64, height: 64, objectFit: 'cover', display: 'block' }}
            />
          </ButtonBase>
          {ability.allowed && (
            <Tooltip title="Delete photo">
              <IconButton
                size="small"
                aria-label={`Delete photo ${photo.filename}`}
                onClick={() => void onDelete(photo.id, photo.filename)}
                sx={{
                  position: 'absolute',
                  top: -6,
                  right: -6,
                  p: 0.25,
                  bgcolor: 'background.paper',
                  boxShadow: 1,
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <CloseIcon sx={{ fontSize: 14 }} />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      ))}
      <AbilityTooltip ability={ability} title="Add photo">
        <ButtonBase
          onClick={() => input.current?.click()}
          disabled={!ability.allowed || busy}
          aria-label="Add photo"
          sx={{
            width: 64,
            height: 64,
            flexShrink: 0,
            borderRadius: 1,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            color: 'text.secondary',
          }}
        >
          {busy ? <CircularProgress size={20} /> : <AddPhotoAlternateOutlinedIcon />}
        </ButtonBase>
      </AbilityTooltip>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        data-testid="collection-photo-input"
        onChange={(event) => void onFile(event)}
      />
    </Stack>
  );
}
