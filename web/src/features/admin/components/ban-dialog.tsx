import { Button, CloseButton, Dialog, Portal, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/lib/toaster';
import { useSetBanned } from '../api/ban-user';
import type { AdminUser } from '../api/get-users';

/** Ban needs a reason, unban may give one (both kept in the audit log). */
export function BanDialog({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useSetBanned();
  // The dialog's action is fixed when it opens: the list refetches after the change, and a
  // dialog that followed it would turn 'Ban user' into 'Unban user' under a second click.
  const [banning, setBanning] = useState(!user.isBanned);
  const submit = () => {
    if (mutation.isPending || mutation.isSuccess) return;
    if (banning && !reason.trim()) return setError('A reason is required');
    mutation.mutate(
      { userId: user.id, banned: banning, reason: reason.trim() },
      {
        onSuccess: () => {
          notify({
            title: banning ? `${user.username} is banned` : `${user.username} is no longer banned`,
            type: 'success',
          });
          setOpen(false);
          setReason('');
        },
        onError: (e) =>
          notify({ title: banning ? 'Could not ban' : 'Could not unban', description: e.message, type: 'error' }),
      },
    );
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (e.open) {
          setBanning(!user.isBanned);
          mutation.reset();
        }
        setOpen(e.open);
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="xs" colorPalette={user.isBanned ? 'gray' : 'red'} variant="outline">
          {user.isBanned ? 'Unban' : 'Ban'}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {banning ? 'Ban' : 'Unban'} {user.fullName || user.username}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FormField
                label="Reason"
                error={error}
                required={banning}
                helper={
                  banning ? 'Ends every session at once. Kept in the audit log.' : 'Optional. Kept in the audit log.'
                }
              >
                <Textarea
                  value={reason}
                  maxLength={500}
                  onChange={(e) => {
                    setReason(e.target.value);
                    setError(undefined);
                  }}
                />
              </FormField>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={banning ? 'red' : 'teal'} loading={mutation.isPending} onClick={submit}>
                {banning ? 'Ban user' : 'Unban user'}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
