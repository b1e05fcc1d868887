import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ScrapedField, ScrapedImage } from './scraped-product.ts';

type ScrapedProductFormProps = {
  fields: readonly ScrapedField[];
  image: ScrapedImage | null;
  sources: readonly string[];
  onField: (columnId: string, value: string) => void;
  onRemoveImage: () => void;
};

/** What the page gave, editable before it becomes a product, with the image found. */
export function ScrapedProductForm({
  fields,
  image,
  sources,
  onField,
  onRemoveImage,
}: ScrapedProductFormProps) {
  const thumbnail = image?.thumbnails?.medium ?? image?.thumbnails?.small ?? image?.url ?? null;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Found {fields.length} {fields.length === 1 ? 'field' : 'fields'}
        {sources.length ? ` (read from ${sources.join(', ')})` : ''}. Check them before adding.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ width: { xs: '100%', sm: 160 }, flexShrink: 0 }}>
          {thumbnail ? (
            <Stack spacing={1} sx={{ alignItems: 'center' }}>
              <Box
                component="img"
                src={thumbnail}
                alt={`Image of ${fields.find((field) => field.columnId === 'model')?.value ?? 'the product'}`}
                // A small picture is shown at the size of a large one, rather than as a dot.
                sx={{
                  width: 160,
                  height: 160,
                  objectFit: 'contain',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
              <Button size="small" onClick={onRemoveImage}>
                Remove image
              </Button>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No image found: the image field is left empty.
            </Typography>
          )}
        </Box>
        <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          {fields.map((field) => (
            <TextField
              key={field.columnId}
              size="small"
              label={field.label}
              value={field.value}
              multiline={field.columnId === 'description'}
              maxRows={6}
              onChange={(event) => onField(field.columnId, event.target.value)}
            />
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
