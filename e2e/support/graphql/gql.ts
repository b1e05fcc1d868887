/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation SignIn($e: String!, $p: String!) { signIn(email: $e, password: $p) { session { accessToken } } }": typeof types.SignInDocument,
    "mutation UpdateUserPreference { updateUserPreference(key: \"gettingStartedTourDismissed\", value: \"true\") { key } }": typeof types.UpdateUserPreferenceDocument,
    "query GridBenchGetStructuredScheduleRows($p: ID!, $w: ID!, $l: Int, $n: String) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l, nextToken: $n) { data nextToken } }": typeof types.GridBenchGetStructuredScheduleRowsDocument,
    "mutation BillingCreateProject($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Riverside Library\", address: { formatted_address: \"Ottawa, Canada\" }) { id } }": typeof types.BillingCreateProjectDocument,
    "\n  mutation FollowingJourneyCreateCollection($w: ID!, $n: String!) {\n    createCollectionV3(workspaceId: $w, name: $n) {\n      id\n    }\n  }\n": typeof types.FollowingJourneyCreateCollectionDocument,
    "\n  mutation FollowingJourneyAddProduct($w: ID!, $c: ID!, $cells: JSON) {\n    createEmptyRow(workspaceId: $w, collectionId: $c, cells: $cells)\n  }\n": typeof types.FollowingJourneyAddProductDocument,
    "mutation UpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: \"Arc III\", version: $v) { version } }": typeof types.UpdateCellDocument,
    "mutation GridRangesUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: \"Theirs\", version: $v) { version } }": typeof types.GridRangesUpdateCellDocument,
    "\n  mutation ImportJourneyCreateCollection($w: ID!, $n: String!) {\n    createCollectionV3(workspaceId: $w, name: $n) {\n      id\n    }\n  }\n": typeof types.ImportJourneyCreateCollectionDocument,
    "mutation DeprecatedCreateProjectV2($w: ID!, $n: String!, $num: String, $ph: String, $b: Float, $a: Float, $u: AreaUnit, $d: Float, $addr: AddressInput) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, number: $num, phase: $ph, baseBudget: $b, area: $a, areaUnit: $u, powerDensity: $d, address: $addr) { id title }\n}": typeof types.DeprecatedCreateProjectV2Document,
    "mutation CreateEmptyRow($p: ID!, $w: ID!, $c: JSON) { createEmptyRow(projectId: $p, workspaceId: $w, cells: $c) }": typeof types.CreateEmptyRowDocument,
    "mutation SetRowsVisibility($p: ID!, $w: ID!, $r: [ID!]!) { setRowsVisibility(projectId: $p, workspaceId: $w, rowIds: $r, visible: false) }": typeof types.SetRowsVisibilityDocument,
    "mutation ScheduleUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: \"LW-20\", version: $v) { version } }": typeof types.ScheduleUpdateCellDocument,
    "\n  mutation SearchJourneyCreateCollection($w: ID!, $n: String!) {\n    createCollectionV3(workspaceId: $w, name: $n) {\n      id\n    }\n  }\n": typeof types.SearchJourneyCreateCollectionDocument,
    "\n  mutation SearchJourneyCreateProduct($c: ID!, $w: ID!, $cells: JSON) {\n    createEmptyRow(collectionId: $c, workspaceId: $w, cells: $cells)\n  }\n": typeof types.SearchJourneyCreateProductDocument,
    "mutation SignUp($e: String!, $p: String!, $n: String) { signUp(email: $e, password: $p, name: $n) { email } }": typeof types.SignUpDocument,
    "mutation VerifyEmail($e: String!, $c: String!) { verifyEmail(email: $e, code: $c) }": typeof types.VerifyEmailDocument,
    "mutation UpdateUserProfile($i: UpdateUserProfileInput!) { updateUserProfile(input: $i) { profileComplete } }": typeof types.UpdateUserProfileDocument,
    "query ListMyWorkspaces { listMyWorkspaces { id } }": typeof types.ListMyWorkspacesDocument,
    "mutation SessionRenewalDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Renewal Hall\", address: { formatted_address: \"Porto, Portugal\" }) { id } }": typeof types.SessionRenewalDeprecatedCreateProjectV2Document,
    "mutation SessionRenewalCreateEmptyRow($p: ID!, $w: ID!) { createEmptyRow(projectId: $p, workspaceId: $w, cells: { typeDesignation: \"A1\", model: \"LW-10\" }) }": typeof types.SessionRenewalCreateEmptyRowDocument,
    "query SessionRenewalGetStructuredScheduleRows($p: ID!, $w: ID!) { getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data } }": typeof types.SessionRenewalGetStructuredScheduleRowsDocument,
    "mutation SessionRenewalUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: \"LW-20\", version: $v) { version } }": typeof types.SessionRenewalUpdateCellDocument,
    "\n  mutation SignInForToken($e: String!, $p: String!) {\n    signIn(email: $e, password: $p) { session { accessToken } }\n  }\n": typeof types.SignInForTokenDocument,
    "mutation InvitationsInviteToWorkspace($w: ID!, $e: String!, $r: WorkspaceRole) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: $r }]) { usedLicenses } }": typeof types.InvitationsInviteToWorkspaceDocument,
    "query ListMyWorkspaceInvitations { listMyWorkspaceInvitations { id workspaceId } }": typeof types.ListMyWorkspaceInvitationsDocument,
    "mutation AcceptWorkspaceInvitation($i: ID!) { acceptWorkspaceInvitation(invitationId: $i) { id } }": typeof types.AcceptWorkspaceInvitationDocument,
    "mutation ScheduleDeprecatedCreateProjectV2($w: ID!, $n: String!, $a: AddressInput) { deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, address: $a) { id } }": typeof types.ScheduleDeprecatedCreateProjectV2Document,
    "query GetStructuredScheduleRows($p: ID!, $w: ID!) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: 2000) { data } }": typeof types.GetStructuredScheduleRowsDocument,
    "mutation VersionsDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Gallery Wing\", address: { formatted_address: \"Toronto, Canada\" }) { id } }": typeof types.VersionsDeprecatedCreateProjectV2Document,
    "query ViewAccessGetScheduleView($p: ID!, $w: ID!, $v: ID!) { getScheduleView(projectId: $p, workspaceId: $w, viewId: $v) { grants { roles } dropdowns { name values multipleSelect } } }": typeof types.ViewAccessGetScheduleViewDocument,
    "query GetScheduleView($p: ID!, $w: ID!, $v: ID!) { getScheduleView(projectId: $p, workspaceId: $w, viewId: $v) { viewMode sortingData { sortBy sortOrder } } }": typeof types.GetScheduleViewDocument,
    "mutation CreateWorkspaceV2 { createWorkspaceV2(name: \"Riverside Clinic\") { id } }": typeof types.CreateWorkspaceV2Document,
    "mutation InviteToWorkspace($w: ID!, $e: String!, $m: String) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: editor }], emailMessage: $m) { results { status } } }": typeof types.InviteToWorkspaceDocument,
};
const documents: Documents = {
    "mutation SignIn($e: String!, $p: String!) { signIn(email: $e, password: $p) { session { accessToken } } }": types.SignInDocument,
    "mutation UpdateUserPreference { updateUserPreference(key: \"gettingStartedTourDismissed\", value: \"true\") { key } }": types.UpdateUserPreferenceDocument,
    "query GridBenchGetStructuredScheduleRows($p: ID!, $w: ID!, $l: Int, $n: String) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l, nextToken: $n) { data nextToken } }": types.GridBenchGetStructuredScheduleRowsDocument,
    "mutation BillingCreateProject($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Riverside Library\", address: { formatted_address: \"Ottawa, Canada\" }) { id } }": types.BillingCreateProjectDocument,
    "\n  mutation FollowingJourneyCreateCollection($w: ID!, $n: String!) {\n    createCollectionV3(workspaceId: $w, name: $n) {\n      id\n    }\n  }\n": types.FollowingJourneyCreateCollectionDocument,
    "\n  mutation FollowingJourneyAddProduct($w: ID!, $c: ID!, $cells: JSON) {\n    createEmptyRow(workspaceId: $w, collectionId: $c, cells: $cells)\n  }\n": types.FollowingJourneyAddProductDocument,
    "mutation UpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: \"Arc III\", version: $v) { version } }": types.UpdateCellDocument,
    "mutation GridRangesUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: \"Theirs\", version: $v) { version } }": types.GridRangesUpdateCellDocument,
    "\n  mutation ImportJourneyCreateCollection($w: ID!, $n: String!) {\n    createCollectionV3(workspaceId: $w, name: $n) {\n      id\n    }\n  }\n": types.ImportJourneyCreateCollectionDocument,
    "mutation DeprecatedCreateProjectV2($w: ID!, $n: String!, $num: String, $ph: String, $b: Float, $a: Float, $u: AreaUnit, $d: Float, $addr: AddressInput) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, number: $num, phase: $ph, baseBudget: $b, area: $a, areaUnit: $u, powerDensity: $d, address: $addr) { id title }\n}": types.DeprecatedCreateProjectV2Document,
    "mutation CreateEmptyRow($p: ID!, $w: ID!, $c: JSON) { createEmptyRow(projectId: $p, workspaceId: $w, cells: $c) }": types.CreateEmptyRowDocument,
    "mutation SetRowsVisibility($p: ID!, $w: ID!, $r: [ID!]!) { setRowsVisibility(projectId: $p, workspaceId: $w, rowIds: $r, visible: false) }": types.SetRowsVisibilityDocument,
    "mutation ScheduleUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: \"LW-20\", version: $v) { version } }": types.ScheduleUpdateCellDocument,
    "\n  mutation SearchJourneyCreateCollection($w: ID!, $n: String!) {\n    createCollectionV3(workspaceId: $w, name: $n) {\n      id\n    }\n  }\n": types.SearchJourneyCreateCollectionDocument,
    "\n  mutation SearchJourneyCreateProduct($c: ID!, $w: ID!, $cells: JSON) {\n    createEmptyRow(collectionId: $c, workspaceId: $w, cells: $cells)\n  }\n": types.SearchJourneyCreateProductDocument,
    "mutation SignUp($e: String!, $p: String!, $n: String) { signUp(email: $e, password: $p, name: $n) { email } }": types.SignUpDocument,
    "mutation VerifyEmail($e: String!, $c: String!) { verifyEmail(email: $e, code: $c) }": types.VerifyEmailDocument,
    "mutation UpdateUserProfile($i: UpdateUserProfileInput!) { updateUserProfile(input: $i) { profileComplete } }": types.UpdateUserProfileDocument,
    "query ListMyWorkspaces { listMyWorkspaces { id } }": types.ListMyWorkspacesDocument,
    "mutation SessionRenewalDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Renewal Hall\", address: { formatted_address: \"Porto, Portugal\" }) { id } }": types.SessionRenewalDeprecatedCreateProjectV2Document,
    "mutation SessionRenewalCreateEmptyRow($p: ID!, $w: ID!) { createEmptyRow(projectId: $p, workspaceId: $w, cells: { typeDesignation: \"A1\", model: \"LW-10\" }) }": types.SessionRenewalCreateEmptyRowDocument,
    "query SessionRenewalGetStructuredScheduleRows($p: ID!, $w: ID!) { getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data } }": types.SessionRenewalGetStructuredScheduleRowsDocument,
    "mutation SessionRenewalUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: \"LW-20\", version: $v) { version } }": types.SessionRenewalUpdateCellDocument,
    "\n  mutation SignInForToken($e: String!, $p: String!) {\n    signIn(email: $e, password: $p) { session { accessToken } }\n  }\n": types.SignInForTokenDocument,
    "mutation InvitationsInviteToWorkspace($w: ID!, $e: String!, $r: WorkspaceRole) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: $r }]) { usedLicenses } }": types.InvitationsInviteToWorkspaceDocument,
    "query ListMyWorkspaceInvitations { listMyWorkspaceInvitations { id workspaceId } }": types.ListMyWorkspaceInvitationsDocument,
    "mutation AcceptWorkspaceInvitation($i: ID!) { acceptWorkspaceInvitation(invitationId: $i) { id } }": types.AcceptWorkspaceInvitationDocument,
    "mutation ScheduleDeprecatedCreateProjectV2($w: ID!, $n: String!, $a: AddressInput) { deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, address: $a) { id } }": types.ScheduleDeprecatedCreateProjectV2Document,
    "query GetStructuredScheduleRows($p: ID!, $w: ID!) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: 2000) { data } }": types.GetStructuredScheduleRowsDocument,
    "mutation VersionsDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Gallery Wing\", address: { formatted_address: \"Toronto, Canada\" }) { id } }": types.VersionsDeprecatedCreateProjectV2Document,
    "query ViewAccessGetScheduleView($p: ID!, $w: ID!, $v: ID!) { getScheduleView(projectId: $p, workspaceId: $w, viewId: $v) { grants { roles } dropdowns { name values multipleSelect } } }": types.ViewAccessGetScheduleViewDocument,
    "query GetScheduleView($p: ID!, $w: ID!, $v: ID!) { getScheduleView(projectId: $p, workspaceId: $w, viewId: $v) { viewMode sortingData { sortBy sortOrder } } }": types.GetScheduleViewDocument,
    "mutation CreateWorkspaceV2 { createWorkspaceV2(name: \"Riverside Clinic\") { id } }": types.CreateWorkspaceV2Document,
    "mutation InviteToWorkspace($w: ID!, $e: String!, $m: String) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: editor }], emailMessage: $m) { results { status } } }": types.InviteToWorkspaceDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($e: String!, $p: String!) { signIn(email: $e, password: $p) { session { accessToken } } }"): (typeof documents)["mutation SignIn($e: String!, $p: String!) { signIn(email: $e, password: $p) { session { accessToken } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateUserPreference { updateUserPreference(key: \"gettingStartedTourDismissed\", value: \"true\") { key } }"): (typeof documents)["mutation UpdateUserPreference { updateUserPreference(key: \"gettingStartedTourDismissed\", value: \"true\") { key } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GridBenchGetStructuredScheduleRows($p: ID!, $w: ID!, $l: Int, $n: String) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l, nextToken: $n) { data nextToken } }"): (typeof documents)["query GridBenchGetStructuredScheduleRows($p: ID!, $w: ID!, $l: Int, $n: String) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l, nextToken: $n) { data nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingCreateProject($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Riverside Library\", address: { formatted_address: \"Ottawa, Canada\" }) { id } }"): (typeof documents)["mutation BillingCreateProject($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Riverside Library\", address: { formatted_address: \"Ottawa, Canada\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowingJourneyCreateCollection($w: ID!, $n: String!) {\n    createCollectionV3(workspaceId: $w, name: $n) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation FollowingJourneyCreateCollection($w: ID!, $n: String!) {\n    createCollectionV3(workspaceId: $w, name: $n) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowingJourneyAddProduct($w: ID!, $c: ID!, $cells: JSON) {\n    createEmptyRow(workspaceId: $w, collectionId: $c, cells: $cells)\n  }\n"): (typeof documents)["\n  mutation FollowingJourneyAddProduct($w: ID!, $c: ID!, $cells: JSON) {\n    createEmptyRow(workspaceId: $w, collectionId: $c, cells: $cells)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: \"Arc III\", version: $v) { version } }"): (typeof documents)["mutation UpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: \"Arc III\", version: $v) { version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GridRangesUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: \"Theirs\", version: $v) { version } }"): (typeof documents)["mutation GridRangesUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: \"Theirs\", version: $v) { version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportJourneyCreateCollection($w: ID!, $n: String!) {\n    createCollectionV3(workspaceId: $w, name: $n) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ImportJourneyCreateCollection($w: ID!, $n: String!) {\n    createCollectionV3(workspaceId: $w, name: $n) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeprecatedCreateProjectV2($w: ID!, $n: String!, $num: String, $ph: String, $b: Float, $a: Float, $u: AreaUnit, $d: Float, $addr: AddressInput) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, number: $num, phase: $ph, baseBudget: $b, area: $a, areaUnit: $u, powerDensity: $d, address: $addr) { id title }\n}"): (typeof documents)["mutation DeprecatedCreateProjectV2($w: ID!, $n: String!, $num: String, $ph: String, $b: Float, $a: Float, $u: AreaUnit, $d: Float, $addr: AddressInput) {\n  deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, number: $num, phase: $ph, baseBudget: $b, area: $a, areaUnit: $u, powerDensity: $d, address: $addr) { id title }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateEmptyRow($p: ID!, $w: ID!, $c: JSON) { createEmptyRow(projectId: $p, workspaceId: $w, cells: $c) }"): (typeof documents)["mutation CreateEmptyRow($p: ID!, $w: ID!, $c: JSON) { createEmptyRow(projectId: $p, workspaceId: $w, cells: $c) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetRowsVisibility($p: ID!, $w: ID!, $r: [ID!]!) { setRowsVisibility(projectId: $p, workspaceId: $w, rowIds: $r, visible: false) }"): (typeof documents)["mutation SetRowsVisibility($p: ID!, $w: ID!, $r: [ID!]!) { setRowsVisibility(projectId: $p, workspaceId: $w, rowIds: $r, visible: false) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScheduleUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: \"LW-20\", version: $v) { version } }"): (typeof documents)["mutation ScheduleUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: \"LW-20\", version: $v) { version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchJourneyCreateCollection($w: ID!, $n: String!) {\n    createCollectionV3(workspaceId: $w, name: $n) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SearchJourneyCreateCollection($w: ID!, $n: String!) {\n    createCollectionV3(workspaceId: $w, name: $n) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchJourneyCreateProduct($c: ID!, $w: ID!, $cells: JSON) {\n    createEmptyRow(collectionId: $c, workspaceId: $w, cells: $cells)\n  }\n"): (typeof documents)["\n  mutation SearchJourneyCreateProduct($c: ID!, $w: ID!, $cells: JSON) {\n    createEmptyRow(collectionId: $c, workspaceId: $w, cells: $cells)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUp($e: String!, $p: String!, $n: String) { signUp(email: $e, password: $p, name: $n) { email } }"): (typeof documents)["mutation SignUp($e: String!, $p: String!, $n: String) { signUp(email: $e, password: $p, name: $n) { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyEmail($e: String!, $c: String!) { verifyEmail(email: $e, code: $c) }"): (typeof documents)["mutation VerifyEmail($e: String!, $c: String!) { verifyEmail(email: $e, code: $c) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateUserProfile($i: UpdateUserProfileInput!) { updateUserProfile(input: $i) { profileComplete } }"): (typeof documents)["mutation UpdateUserProfile($i: UpdateUserProfileInput!) { updateUserProfile(input: $i) { profileComplete } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListMyWorkspaces { listMyWorkspaces { id } }"): (typeof documents)["query ListMyWorkspaces { listMyWorkspaces { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionRenewalDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Renewal Hall\", address: { formatted_address: \"Porto, Portugal\" }) { id } }"): (typeof documents)["mutation SessionRenewalDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Renewal Hall\", address: { formatted_address: \"Porto, Portugal\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionRenewalCreateEmptyRow($p: ID!, $w: ID!) { createEmptyRow(projectId: $p, workspaceId: $w, cells: { typeDesignation: \"A1\", model: \"LW-10\" }) }"): (typeof documents)["mutation SessionRenewalCreateEmptyRow($p: ID!, $w: ID!) { createEmptyRow(projectId: $p, workspaceId: $w, cells: { typeDesignation: \"A1\", model: \"LW-10\" }) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionRenewalGetStructuredScheduleRows($p: ID!, $w: ID!) { getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data } }"): (typeof documents)["query SessionRenewalGetStructuredScheduleRows($p: ID!, $w: ID!) { getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionRenewalUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: \"LW-20\", version: $v) { version } }"): (typeof documents)["mutation SessionRenewalUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: \"model\", value: \"LW-20\", version: $v) { version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInForToken($e: String!, $p: String!) {\n    signIn(email: $e, password: $p) { session { accessToken } }\n  }\n"): (typeof documents)["\n  mutation SignInForToken($e: String!, $p: String!) {\n    signIn(email: $e, password: $p) { session { accessToken } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InvitationsInviteToWorkspace($w: ID!, $e: String!, $r: WorkspaceRole) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: $r }]) { usedLicenses } }"): (typeof documents)["mutation InvitationsInviteToWorkspace($w: ID!, $e: String!, $r: WorkspaceRole) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: $r }]) { usedLicenses } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListMyWorkspaceInvitations { listMyWorkspaceInvitations { id workspaceId } }"): (typeof documents)["query ListMyWorkspaceInvitations { listMyWorkspaceInvitations { id workspaceId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcceptWorkspaceInvitation($i: ID!) { acceptWorkspaceInvitation(invitationId: $i) { id } }"): (typeof documents)["mutation AcceptWorkspaceInvitation($i: ID!) { acceptWorkspaceInvitation(invitationId: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScheduleDeprecatedCreateProjectV2($w: ID!, $n: String!, $a: AddressInput) { deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, address: $a) { id } }"): (typeof documents)["mutation ScheduleDeprecatedCreateProjectV2($w: ID!, $n: String!, $a: AddressInput) { deprecatedCreateProjectV2(workspaceId: $w, projectName: $n, address: $a) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetStructuredScheduleRows($p: ID!, $w: ID!) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: 2000) { data } }"): (typeof documents)["query GetStructuredScheduleRows($p: ID!, $w: ID!) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: 2000) { data } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Gallery Wing\", address: { formatted_address: \"Toronto, Canada\" }) { id } }"): (typeof documents)["mutation VersionsDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: \"Gallery Wing\", address: { formatted_address: \"Toronto, Canada\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ViewAccessGetScheduleView($p: ID!, $w: ID!, $v: ID!) { getScheduleView(projectId: $p, workspaceId: $w, viewId: $v) { grants { roles } dropdowns { name values multipleSelect } } }"): (typeof documents)["query ViewAccessGetScheduleView($p: ID!, $w: ID!, $v: ID!) { getScheduleView(projectId: $p, workspaceId: $w, viewId: $v) { grants { roles } dropdowns { name values multipleSelect } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetScheduleView($p: ID!, $w: ID!, $v: ID!) { getScheduleView(projectId: $p, workspaceId: $w, viewId: $v) { viewMode sortingData { sortBy sortOrder } } }"): (typeof documents)["query GetScheduleView($p: ID!, $w: ID!, $v: ID!) { getScheduleView(projectId: $p, workspaceId: $w, viewId: $v) { viewMode sortingData { sortBy sortOrder } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateWorkspaceV2 { createWorkspaceV2(name: \"Riverside Clinic\") { id } }"): (typeof documents)["mutation CreateWorkspaceV2 { createWorkspaceV2(name: \"Riverside Clinic\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InviteToWorkspace($w: ID!, $e: String!, $m: String) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: editor }], emailMessage: $m) { results { status } } }"): (typeof documents)["mutation InviteToWorkspace($w: ID!, $e: String!, $m: String) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: editor }], emailMessage: $m) { results { status } } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;