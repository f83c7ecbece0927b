import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { editMediaOwnerEmailBody, editMediaOwnerPhoneBody, type MediaOwnerDto } from '@plano/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { mediaOwnerKeys } from '../api/keys.ts';
import { useEditMediaOwner } from '../api/media-owners.ts';

/** SPEC §9: the edit modal closes 2 seconds after a save. */
const CLOSE_AFTER_MS = 2000;

interface Edit {
  owner: MediaOwnerDto;
  field: 'phone' | 'email';
}

export function EditMediaOwnerModal({ edit, onClose }: { edit: Edit | null; onClose(): void }) {
  const { t } = useTranslation('media-owners');
  return (
    <Modal opened={edit !== null} onClose={onClose} title={t('edit.title')} centered>
      {edit && <EditForm key={`${edit.owner._id}-${edit.field}`} edit={edit} onDone={onClose} />}
    </Modal>
  );
}

/** One field, phone or e-mail; saved only when not empty (SPEC §5). */
function EditForm({ edit, onDone }: { edit: Edit; onDone(): void }) {
  const { t } = useTranslation('media-owners');
  const translate = useTranslateMessage();
  const save = useEditMediaOwner();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  const { owner, field } = edit;

  // The page re-renders when the list reloads after the save; the timer must not restart with it.
  const done = useRef(onDone);
  done.current = onDone;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => {
      done.current();
      // SPEC §9: after an e-mail edit the modal closes, then the page reloads. Its data is what
      // reloads (every list page of owners is fetched again), not the whole app.
      if (field === 'email') void queryClient.invalidateQueries({ queryKey: mediaOwnerKeys.list });
    }, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [saved, field, queryClient]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    // The same field schemas the server checks: empty is refused here and never sent.
    const schema =
      field === 'phone' ? editMediaOwnerPhoneBody.shape.phone : editMediaOwnerEmailBody.shape.email;
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    const body =
      field === 'phone'
        ? { field, id: owner._id, phone: parsed.data }
        : { field, id: owner._id, email: parsed.data };
    save.mutate(body, {
      onSuccess: () => setSaved(true),
      onError: (err) => {
        if (err instanceof ApiError && err.fields[field]) setError(err.fields[field]);
        else setFailure(err.message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="edit-media-owner-form">
      <Stack>
        <Text size="sm">
          {t('edit.for', { name: owner.name })}{' '}
          <Text span c="dimmed" size="sm">
            {t(field === 'phone' ? 'edit.currentPhone' : 'edit.currentEmail', {
              value: owner[field] || '—',
            })}
          </Text>
        </Text>
        {saved && (
          <Alert color="green" icon={<IconCheck size={18} />} data-testid="edit-media-owner-saved">
            {field === 'phone' ? t('edit.phoneSaved') : t('edit.emailSaved', { email: value.trim() })}
          </Alert>
        )}
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="edit-media-owner-error">
            {translate(failure)}
          </Alert>
        )}
        <TextInput
          label={t(field === 'phone' ? 'edit.newPhone' : 'edit.newEmail')}
          type={field === 'phone' ? 'tel' : 'email'}
          withAsterisk
          data-autofocus
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(undefined);
          }}
          // Decision 0015/0024: the owner's contact address, not anyone's sign-in; said before saving.
          description={field === 'email' ? t('edit.emailIsContact') : undefined}
          error={translate(error)}
          disabled={saved}
          data-testid="edit-media-owner-value"
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={save.isPending}
            disabled={saved || value.trim() === ''}
            data-testid="edit-media-owner-submit"
          >
            {t('edit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
