import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { CollectionGroup } from '@specboard/domain';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { moveSection, shownSections } from './section-order.ts';
import {
  CHANGE_SECTION_STATE_MUTATION,
  REORDER_SECTIONS_MUTATION,
  SECTION_SETTINGS_QUERY,
} from './sections.documents.ts';

type Settings = { collectionsSectionsOrder: string[]; collapsed: string[] };

/**
 * The viewer's order and collapsed groups of the collections page (per library when narrowed),
 * kept by the server: a change shows at once and is saved; a refused one goes back.
 */
export function useSectionSettings(workspaceId: string, libraryId: string | null) {
  const { show } = useSnackbar();
  const variables = { workspaceId, libraryId };
  const query = useQuery(SECTION_SETTINGS_QUERY, { variables });
  const settings: Settings = query.data?.getWorkspaceSectionSettings ?? {
    collectionsSectionsOrder: [],
    collapsed: [],
  };
  const [changeState] = useMutation(CHANGE_SECTION_STATE_MUTATION);
  const [reorder] = useMutation(REORDER_SECTIONS_MUTATION);

  const write = (next: Settings) => ({
    update: (cache: ApolloCache) =>
      cache.writeQuery({
        query: SECTION_SETTINGS_QUERY,
        variables,
        data: { getWorkspaceSectionSettings: { ...next } },
      }),
  });
  const failed = (error: unknown) => show({ color: 'error', text: readApiError(error).message });

  const toggle = (group: CollectionGroup, expanded: boolean) => {
    const collapsed = expanded
      ? settings.collapsed.filter((id) => id !== group)
      : [...new Set([...settings.collapsed, group])];
    const next = { ...settings, collapsed };
    void changeState({
      variables: { ...variables, sectionId: group, expanded },
      optimisticResponse: {
        changeSectionState: { ...next },
      },
      ...write(next),
    }).catch(failed);
  };

  const move = (group: CollectionGroup, direction: 'up' | 'down') => {
    const order = moveSection(
      settings.collectionsSectionsOrder,
      group,
      direction,
      libraryId !== null,
    );
    if (!order) return;
    const next = { ...settings, collectionsSectionsOrder: order };
    void reorder({
      variables: { ...variables, collectionsSectionsOrder: order },
      optimisticResponse: { reorderSections: { ...next } },
      ...write(next),
    }).catch(failed);
  };

  return {
    order: shownSections(settings.collectionsSectionsOrder, libraryId !== null),
    isExpanded: (group: CollectionGroup) => !settings.collapsed.includes(group),
    toggle,
    move,
    loaded: !query.loading || Boolean(query.data),
  };
}
