import { graphql } from '../../graphql/index.ts';

/** The viewer's own settings (the Getting Started tour's dismissal). */
export const USER_PREFERENCE_QUERY = graphql(`
  query GetUserPreference($key: String!) {
    getUserPreference(key: $key) {
      key
      value
    }
  }
`);

export const UPDATE_USER_PREFERENCE_MUTATION = graphql(`
  mutation UpdateUserPreference($key: String!, $value: String) {
    updateUserPreference(key: $key, value: $value) {
      key
      value
    }
  }
`);
