import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';

export interface LightboxImage {
  src: string;
  alt: string;
}

export interface ImageLightboxProps {
  image?: LightboxImage;
  onClose(): void;
}

/** The image lightbox add-on: an article image at full size; Escape or the button closes it. */
export function ImageLightbox({ image, onClose }: ImageLightboxProps) {
  return (
    <Dialog
      open={image !== undefined}
      onClose={onClose}
      maxWidth={false}
      // On the Dialog itself the label would go to its backdrop root, not the role="dialog" paper.
      slotProps={{ paper: { 'aria-label': image?.alt || 'Image' } }}
    >
      <IconButton
        aria-label="Close the image"
        onClick={onClose}
        sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}
      >
        <CloseIcon />
      </IconButton>
      {image && (
        <Box
          component="img"
          src={image.src}
          alt={image.alt}
          sx={{ display: 'block', maxWidth: '95vw', maxHeight: '90vh' }}
        />
      )}
    </Dialog>
  );
}
