import { Controller, Get, Param, Res } from '@nestjs/common';
import { Ctx, RequestContext } from '@vendure/core';
import type { Response } from 'express';

import { sendPrivateFile } from '../../identity-documents/private-file-storage';
import { loggerCtx } from '../constants';
import { ProfilePhotoService } from '../services/profile-photo.service';

/**
 * GET /profile-photo/:photoId — the signed-in customer's own photo (bearer session token), never anyone else's:
 * the site's /api/profile/photo/[photoId] route forwards the session cookie here. 404 for every other case.
 */
@Controller('profile-photo')
export class ProfilePhotoController {
    constructor(private photos: ProfilePhotoService) {}

    @Get(':photoId')
    async photo(@Ctx() ctx: RequestContext, @Param('photoId') photoId: string, @Res() res: Response) {
        const photo = await this.photos.fileFor(ctx, photoId);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Cache-Control', 'private, no-store');
        if (!photo) {
            res.status(ctx.activeUserId ? 404 : 401).send(ctx.activeUserId ? 'Not found' : 'Unauthorized');
            return;
        }
        res.setHeader('Content-Type', 'image/jpeg');
        sendPrivateFile(photo, res, `Profile photo ${photoId}`, loggerCtx);
    }
}
