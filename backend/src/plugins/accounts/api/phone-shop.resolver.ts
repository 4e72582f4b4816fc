import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext, Transaction } from '@vendure/core';

import { GoogleRegistrationService, RegisterWithGoogleResult } from '../phone/google-registration.service';
import {
    AutoLoginResult,
    PhoneOtpService,
    PhoneRegistrationCheck,
    SendOtpResult,
    VerifyOtpResult,
} from '../phone/phone-otp.service';

interface RegistrationArgs {
    referralLink?: string | null;
    referralCode?: string | null;
    sourceRegistration?: string | null;
}

@Resolver()
export class PhoneShopResolver {
    constructor(
        private phoneOtpService: PhoneOtpService,
        private googleRegistrationService: GoogleRegistrationService,
    ) {}

    @Query()
    customerCheckIfPhoneNumberIsNotRegistered(
        @Ctx() ctx: RequestContext,
        @Args() args: { phoneNumber: string },
    ): Promise<PhoneRegistrationCheck> {
        return this.phoneOtpService.checkPhoneNumberNotRegistered(ctx, args.phoneNumber);
    }

    @Mutation()
    sendOtp(
        @Ctx() ctx: RequestContext,
        @Args() args: { phoneNumber: string; recaptchaToken?: string | null },
    ): Promise<SendOtpResult> {
        return this.phoneOtpService.sendOtp(ctx, args.phoneNumber, args.recaptchaToken);
    }

    @Mutation()
    verifyOtp(@Ctx() ctx: RequestContext, @Args() args: { sessionInfo: string; code: string }): Promise<VerifyOtpResult> {
        return this.phoneOtpService.verifyOtp(ctx, args.sessionInfo, args.code);
    }

    @Transaction()
    @Mutation()
    autoLoginByPhoneNumber(
        @Ctx() ctx: RequestContext,
        @Args() args: RegistrationArgs & { phoneNumber: string; sessionInfo: string },
    ): Promise<AutoLoginResult> {
        return this.phoneOtpService.autoLoginByPhoneNumber(ctx, args);
    }

    @Transaction()
    @Mutation()
    registerCustomerWithGoogle(
        @Ctx() ctx: RequestContext,
        @Args() args: RegistrationArgs & { idToken: string },
    ): Promise<RegisterWithGoogleResult> {
        return this.googleRegistrationService.register(ctx, args);
    }
}
