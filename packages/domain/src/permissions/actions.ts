/** Everything a permission can be asked about: a closed list. */
export type Action =
  | 'workspace:read'
  | 'workspace:update'
  | 'workspace:publish'
  | 'workspace:adminPanel'
  | 'workspace:manageMembers'
  | 'workspace:manageGuests'
  | 'workspace:payment'
  | 'workspace:createPage'
  | 'workspace:archive'
  | 'project:read'
  | 'project:comment'
  | 'project:export'
  | 'project:edit'
  | 'project:editSetup'
  | 'project:delete'
  | 'project:managePermissions'
  | 'project:requestInvite'
  | 'project:create'
  | 'project:copy'
  | 'project:changeSourceLibrary'
  | 'view:createCustom'
  | 'view:update'
  | 'view:managePermissions'
  | 'column:restrictEdit'
  | 'project:tags'
  | 'project:sharedLink'
  | 'version:create'
  | 'version:compare'
  | 'collection:compare'
  | 'product:saveAsNew'
  | 'column:reorder'
  | 'column:resize'
  | 'export:revit'
  | 'assistant:chat'
  | 'assistant:invite'
  | 'product:addCustom'
  | 'import:csv'
  | 'collection:create'
  | 'collection:read'
  | 'collection:update'
  | 'collection:editProducts'
  | 'collection:delete'
  | 'collection:share'
  | 'collection:copy'
  | 'collection:manageLibraries'
  | 'collection:follow'
  | 'collection:unfollow'
  | 'collection:suggest'
  | 'collection:sharingOptions'
  | 'collection:sharedLink'
  | 'collection:tradeShowMail'
  | 'library:read'
  | 'library:create'
  | 'library:update'
  | 'library:delete'
  | 'library:share';

/** Each action as the end of "To …, upgrade your workspace". */
export const actionPhrases: Record<Action, string> = {
  'workspace:read': 'open this workspace',
  'workspace:update': 'edit the workspace info',
  'workspace:publish': 'publish the workspace',
  'workspace:adminPanel': 'use the admin panel',
  'workspace:manageMembers': 'manage members',
  'workspace:manageGuests': 'manage guests',
  'workspace:payment': 'manage payment',
  'workspace:createPage': 'create pages',
  'workspace:archive': 'archive the workspace',
  'project:read': 'open projects',
  'project:comment': 'comment',
  'project:export': 'export',
  'project:edit': 'edit project data',
  'project:editSetup': 'edit the project setup',
  'project:delete': 'delete projects',
  'project:managePermissions': 'manage permissions',
  'project:requestInvite': 'request an invite',
  'project:create': 'create projects',
  'project:copy': 'copy projects',
  'project:changeSourceLibrary': 'change the source library',
  'view:createCustom': 'create custom views',
  'view:update': 'change views',
  'view:managePermissions': 'choose who sees a view',
  'column:restrictEdit': 'lock columns for editing',
  'project:tags': 'use tags',
  'project:sharedLink': 'share links',
  'version:create': 'create versions',
  'version:compare': 'compare versions',
  'collection:compare': 'compare with a collection',
  'product:saveAsNew': 'save as a new product',
  'column:reorder': 'reorder columns',
  'column:resize': 'resize columns',
  'export:revit': 'export to Revit',
  'assistant:chat': 'chat with the assistant',
  'assistant:invite': 'invite the assistant',
  'product:addCustom': 'add custom products',
  'import:csv': 'import CSV files',
  'collection:read': 'open collections',
  'collection:update': 'edit the collection info',
  'collection:editProducts': 'add or edit products',
  'collection:delete': 'delete collections',
  'collection:share': 'share collections',
  'collection:copy': 'copy collections',
  'collection:manageLibraries': 'add collections to libraries',
  'collection:follow': 'follow collections',
  'collection:unfollow': 'unfollow collections',
  'collection:suggest': 'suggest collections',
  'collection:sharingOptions': 'change sharing options',
  'collection:sharedLink': 'share collection links',
  'collection:tradeShowMail': 'send products by e-mail',
  'library:read': 'open libraries',
  'library:create': 'create libraries',
  'library:update': 'edit the library info',
  'library:delete': 'delete libraries',
  'library:share': 'share libraries',
  'collection:create': 'create collections',
};

/** Every action, derived from a record keyed by `Action` so the list cannot miss one. */
export const allActions = Object.keys(actionPhrases) as readonly Action[];
