import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AttachmentCarousel } from './AttachmentCarousel.tsx';
import { attachmentKind, thumbnailUrl } from './attachment-files.ts';
import type { CommentAttachment } from './comments.types.ts';

const kindIcons = {
  pdf: PictureAsPdfOutlinedIcon,
  ies: LightbulbOutlinedIcon,
  zip: FolderZipOutlinedIcon,
  file: InsertDriveFileOutlinedIcon,
  image: InsertDriveFileOutlinedIcon,
};

/** A comment's files as small tiles; a click opens them in the overlay carousel. */
export function CommentAttachments({ files }: { files: readonly CommentAttachment[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (files.length === 0) return null;
  return (
    <>
      <Box
        component="ul"
        aria-label="Attachments"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
      >
        {files.map((file, index) => {
          const picture = thumbnailUrl(file);
          const Icon = kindIcons[attachmentKind(file)];
          return (
            <li key={file.id}>
              <ButtonBase
                aria-label={`Preview ${file.filename}`}
                onClick={() => setOpen(index)}
                sx={{
                  width: 64,
                  height: 64,
                  borderRadius: 1,
                  overflow: 'hidden',
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'grey.50',
                  flexDirection: 'column',
                }}
              >
                {picture ? (
                  <Box
                    component="img"
                    src={picture}
                    alt=""
                    sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                ) : (
                  <>
                    <Icon color="action" />
                    <Typography
                      variant="caption"
                      noWrap
                      sx={{ maxWidth: 58, fontSize: '0.625rem', color: 'text.secondary' }}
                    >
                      {file.filename}
                    </Typography>
                  </>
                )}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
      {open !== null && (
        <AttachmentCarousel
          files={files}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
