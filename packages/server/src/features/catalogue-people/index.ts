/**
 * The people of a library or a collection: sharing, changing and removing roles, and inviting by
 * e-mail (pending accounts, guest invitations within the guest licences, the mail). The libraries
 * and collections features call it with their table of shares; it serves no API of its own.
 */
export { catalogueInvitationMail, type SharedInMail } from './catalogue-mail.ts';
export {
  type CataloguePerson,
  type CatalogueShareTable,
  findPeopleByIds,
  type SharedResource,
} from './catalogue-people.repository.ts';
export {
  applyInvites,
  checkPeopleCount,
  cleanEmailMessage,
  giveRoles,
  needsGuestInvitation,
  type PlannedInvite,
  planInvites,
  readInvites,
  removeRoles,
  type ShareTarget,
} from './catalogue-people.service.ts';
