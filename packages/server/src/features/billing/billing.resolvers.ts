import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import * as payments from './billing-payments.service.ts';
import * as reads from './billing-reads.service.ts';
import { subscribeToPaymentEvents } from './payment-events.ts';

export const billingResolvers: Resolvers = {
  Query: {
    getListPrice: (_, args, context) => reads.getListPrice(context, args),
    getUserSubscriptions: (_, args, context) =>
      reads.getUserSubscriptions(context, args.workspaceId),
    getUserInvoices: (_, args, context) => reads.getUserInvoices(context, args),
    getWorkspaceBilling: (_, args, context) => reads.getWorkspaceBilling(context, args.workspaceId),
  },
  Mutation: {
    createTestPaymentMethod: (_, args, context) => payments.createTestPaymentMethod(context, args),
    saveAndAttachPaymentMethodId: (_, args, context) =>
      payments.saveAndAttachPaymentMethodId(context, args),
    startWorkspaceTrial: (_, args, context) => payments.startWorkspaceTrial(context, args),
    stripeCreateSubscribe: (_, args, context) => payments.stripeCreateSubscribe(context, args),
    changeSubscriptionPlan: (_, args, context) => payments.changeSubscriptionPlan(context, args),
    confirmPayment: (_, args, context) => payments.confirmPayment(context, args),
    payOpenInvoice: (_, args, context) => payments.payOpenInvoice(context, args.workspaceId),
    cancelSubscription: (_, args, context) =>
      payments.cancelSubscription(context, args.workspaceId),
    runTestRenewal: (_, args, context) => payments.runTestRenewal(context, args.workspaceId),
  },
  Subscription: {
    paymentEvents: {
      subscribe: (_, args, context) => subscribeToPaymentEvents(context, args.workspaceId),
      resolve: (event: unknown) => event as never,
    },
  },
};
