import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { useNavigate } from 'react-router-dom';
import { useApiMutation } from '../../api';
import { libraryItemRemoveMutation } from '../../api/queryOptions/library';
import { LIBRARY_LIST_HREF } from './hrefs';

interface RemoveItemDialogProps {
  itemId: number;
  title: string;
  /**
   * Whether the confirmation is open, kept by the screen: in a browser tab the button first shows in the lander's
   * loading stand-in and then in the lander itself, and a confirmation opened in between must stay open.
   */
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** Remove, after a confirmation (owner only: the screen shows it to the owner alone). */
export function RemoveItemDialog({ itemId, title, open, setOpen }: RemoveItemDialogProps) {
  const navigate = useNavigate();
  const remove = useApiMutation(libraryItemRemoveMutation, {
    onSuccess: () => {
      setOpen(false);
      void navigate(LIBRARY_LIST_HREF, { replace: true });
    },
  });
  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<DeleteRegular />}>Remove</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Remove {title}?</DialogTitle>
          <DialogContent>
            It leaves the library for everyone who can see it. Tables already landed from it stay where they
            are.
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>Keep it</Button>
            </DialogTrigger>
            <Button
              appearance="primary"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ itemId })}
            >
              {remove.isPending ? 'Removing…' : 'Remove'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
