import { Button, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { LibraryRegular } from '@fluentui/react-icons/svg/library';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userLibraryQueryOptions } from '../../api/queryOptions/library';
import { AppLink } from '../../components/AppLink';
import { LIBRARY_HREF } from '../../routes/hrefs';
import { selectCurrentInstanceId, useClientState } from '../../store';
import type { TableDesign } from '../../design/tableDesign';
import { publishToLibrary } from '../../design/storage/libraryPublishing';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    alignItems: 'flex-start',
  },
});

/** Excel: a design kept in the workbook, shared with the team through the library. */
export function PublishToLibrary({ design }: { design: TableDesign }) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const instanceId = useClientState(selectCurrentInstanceId);
  // A failure shows its notice app-wide (the mutation cache); the design in the workbook is untouched.
  const publish = useMutation({
    mutationFn: () => publishToLibrary(design),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: userLibraryQueryOptions(instanceId).queryKey }),
  });
  const blocked = design.name.trim() === '' || publish.isPending;
  return (
    <section className={styles.section} aria-label="Publish to the library">
      <Subtitle2 as="h2">Share it with the team</Subtitle2>
      <Caption1>
        The design stays in this workbook; the library gets a shared copy that others can land.
      </Caption1>
      <Button icon={<LibraryRegular />} disabled={blocked} onClick={() => publish.mutate()}>
        {publish.isPending ? 'Publishing…' : 'Publish to the library'}
      </Button>
      <div aria-live="polite">
        {publish.isSuccess ? (
          <Caption1>
            Published as “{publish.data.title}”. <AppLink to={LIBRARY_HREF}>Open the library</AppLink>
          </Caption1>
        ) : null}
      </div>
    </section>
  );
}
