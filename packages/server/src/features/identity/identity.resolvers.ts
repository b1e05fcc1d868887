import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import * as identity from './identity.service.ts';
import * as profiles from './profile.service.ts';

export const identityResolvers: Resolvers = {
  Query: {
    getUserProfile: (_, { username }, context) => profiles.getUserProfile(context, username),
    getUserProfileByEmail: (_, { email }, context) =>
      profiles.getUserProfileByEmail(context, email),
    getUserCountryCode: (_, __, context) => profiles.getUserCountryCode(context),
    getOnboardingRoute: (_, { input }, context) => profiles.getOnboardingRoute(context, input),
  },
  Mutation: {
    signUp: (_, args, context) => identity.signUp(context, args),
    verifyEmail: (_, { email, code }, context) => identity.verifyEmail(context, email, code),
    resendSignUpCode: (_, { email }, context) => identity.resendSignUpCode(context, email),
    signIn: (_, { email, password }, context) => identity.signIn(context, email, password),
    completeNewPassword: (_, { challengeToken, newPassword }, context) =>
      identity.completeNewPassword(context, challengeToken, newPassword),
    refreshSession: (_, __, context) => identity.refreshSession(context),
    signOut: (_, __, context) => identity.signOut(context),
    resetPassword: (_, { email }, context) => identity.resetPassword(context, email),
    confirmResetPassword: (_, { email, code, newPassword }, context) =>
      identity.confirmResetPassword(context, email, code, newPassword),
    changePassword: (_, { currentPassword, newPassword }, context) =>
      identity.changePassword(context, currentPassword, newPassword),
    acceptTermsOfService: (_, __, context) => profiles.acceptTermsOfService(context),
    updateUserProfile: (_, { input }, context) => profiles.updateUserProfile(context, input),
    setSortingMode: (_, args, context) => profiles.setSortingMode(context, args),
  },
};
