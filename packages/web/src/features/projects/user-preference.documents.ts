import { gql, type TypedDocumentNode } from '@apollo/client';

/** The viewer's own settings (the Getting Started tour's dismissal). */
export const USER_PREFERENCE_QUERY: TypedDocumentNode<
  { getUserPreference: { key: string; value: string | null } | null },
  { key: string }
> = gql`
  query GetUserPreference($key: String!) {
    getUserPreference(key: $key) {
      key
      value
    }
  }
`;

export const UPDATE_USER_PREFERENCE_MUTATION: TypedDocumentNode<
  { updateUserPreference: { key: string; value: string | null } },
  { key: string; value: string | null }
> = gql`
  mutation UpdateUserPreference($key: String!, $value: String) {
    updateUserPreference(key: $key, value: $value) {
      key
      value
    }
  }
`;
