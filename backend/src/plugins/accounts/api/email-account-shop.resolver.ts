import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext, Transaction } from '@vendure/core';

import { RegistrationInput } from '@alva/rules';
import { EmailAccountService } from '../services/email-account.service';

@Resolver()
export class EmailAccountShopResolver {
    constructor(private accounts: EmailAccountService) {}

    // registerCustomer runs its own transaction, so a failure can remove the Firebase user it created.
    @Mutation()
    registerCustomer(@Ctx() ctx: RequestContext, @Args() args: { input: RegistrationInput }) {
        return this.accounts.registerCustomer(ctx, args.input);
    }

    @Mutation()
    customerCheckIfEmailIsNotRegistered(@Ctx() ctx: RequestContext, @Args() args: { email: string }) {
        return this.accounts.checkEmailIsNotRegistered(ctx, args.email);
    }

    @Transaction()
    @Mutation()
    customerSendEmailVerification(@Ctx() ctx: RequestContext, @Args() args: { emailAddress?: string | null }) {
        return this.accounts.sendEmailVerification(ctx, args.emailAddress);
    }

    @Transaction()
    @Mutation()
    customerVerifyEmail(@Ctx() ctx: RequestContext, @Args() args: { token: string }) {
        return this.accounts.verifyEmail(ctx, args.token);
    }

    @Transaction()
    @Mutation()
    undoEmailChange(@Ctx() ctx: RequestContext, @Args() args: { token: string }) {
        return this.accounts.undoEmailChange(ctx, args.token);
    }

    @Mutation()
    isEmailVerified(@Ctx() ctx: RequestContext) {
        return this.accounts.isEmailVerified(ctx);
    }

    @Transaction()
    @Mutation()
    requestToResetPassword(@Ctx() ctx: RequestContext, @Args() args: { email: string }) {
        return this.accounts.requestPasswordReset(ctx, args.email);
    }

    @Transaction()
    @Mutation()
    resetPasswordWithToken(@Ctx() ctx: RequestContext, @Args() args: { token: string; newPassword: string }) {
        return this.accounts.resetPasswordWithToken(ctx, args.token, args.newPassword);
    }

    @Mutation()
    resetOldPassword(@Ctx() ctx: RequestContext, @Args() args: { oldPassword: string; newPassword: string }) {
        return this.accounts.resetOldPassword(ctx, args.oldPassword, args.newPassword);
    }

    @Mutation()
    setAccountPassword(@Ctx() ctx: RequestContext, @Args() args: { newPassword: string }) {
        return this.accounts.setAccountPassword(ctx, args.newPassword);
    }
}

const byTypename = (value: { __typename?: string }) => value.__typename;

function unionResolver(name: string) {
    @Resolver(name)
    class UnionResolver {
        @ResolveField()
        __resolveType(value: { __typename?: string }) {
            return byTypename(value);
        }
    }
    Object.defineProperty(UnionResolver, 'name', { value: `${name}Resolver` });
    return UnionResolver;
}

export const emailAccountUnionResolvers = [
    'RegisterCustomerResult',
    'SendEmailVerificationResult',
    'VerifyEmailResult',
    'UndoEmailChangeResult',
    'RequestToResetPasswordResult',
    'ResetPasswordWithTokenResult',
    'ResetOldPasswordResult',
    'SetAccountPasswordResult',
].map(unionResolver);
