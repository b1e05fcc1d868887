import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { VERSIONS_QUERY } from './versions.documents.ts';
import type { ProjectKey, ProjectVersion } from './versions.types.ts';

/** The spec's query parameter naming the version being read. */
export const VERSION_PARAM = 'version';

/**
 * Version mode: on whenever the address names a version (`?version=`), which differs from the
 * default, the live schedule. Answers the version once known, or that it does not exist.
 */
export function useOpenVersion(key: ProjectKey) {
  const [params, setParams] = useSearchParams();
  const versionId = params.get(VERSION_PARAM);
  const versions = useQuery(VERSIONS_QUERY, {
    variables: key,
    skip: !versionId,
    fetchPolicy: 'cache-and-network',
  });
  const version: ProjectVersion | null =
    versions.data?.listProjectVersions.find((candidate) => candidate.id === versionId) ?? null;
  return {
    versionId,
    version,
    /** Named in the address but not among the project's versions. */
    missing: Boolean(versionId && versions.data && !version),
    leave: () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(VERSION_PARAM);
        return next;
      }),
  };
}
