import 'react-responsive-carousel/lib/styles/carousel.min.css';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import { useId } from 'react';
import { Carousel } from 'react-responsive-carousel';
import { PreviewHeader } from '../../ui/preview/index.ts';
import { AttachmentSlide } from './AttachmentSlide.tsx';
import type { CommentAttachment } from './comments.types.ts';

type AttachmentCarouselProps = {
  files: readonly CommentAttachment[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * A comment's files over the page, one at a time: swiped or moved with the arrows (wrapping
 * around, the keyboard's too), each downloadable; Esc closes.
 */
export function AttachmentCarousel({
  files,
  index,
  onIndexChange,
  onClose,
}: AttachmentCarouselProps) {
  const titleId = useId();
  const file = files[index];
  if (!file) return null;
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', color: 'common.white' } } }}
    >
      <PreviewHeader
        titleId={titleId}
        file={file}
        index={index}
        count={files.length}
        onClose={onClose}
        compactOnPhones
      />
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          px: { xs: 0, md: 6 },
          pb: 2,
          '& .carousel-root, & .carousel, & .slider-wrapper, & .slider, & .slide': {
            height: '100%',
          },
          '& .carousel .slide': {
            bgcolor: 'transparent',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            px: { xs: 1, md: 2 },
          },
          '& .carousel .control-dots': { mb: 0 },
        }}
      >
        <Carousel
          selectedItem={index}
          onChange={(next) => onIndexChange(next)}
          showThumbs={false}
          showStatus={false}
          showIndicators={files.length > 1}
          showArrows={files.length > 1}
          infiniteLoop
          useKeyboardArrows
          swipeable
          emulateTouch
          autoFocus
          labels={{ leftArrow: 'Previous file', rightArrow: 'Next file', item: 'File' }}
        >
          {files.map((item) => (
            <Box key={item.id} sx={{ height: '100%', width: '100%' }}>
              <AttachmentSlide file={item} />
            </Box>
          ))}
        </Carousel>
      </Box>
    </Dialog>
  );
}
