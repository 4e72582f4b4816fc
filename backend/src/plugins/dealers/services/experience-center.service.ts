import { DeletionResponse, DeletionResult } from '@vendure/common/lib/generated-types';
import { Inject, Injectable } from '@nestjs/common';
import {
    ID,
    ListQueryBuilder,
    ListQueryOptions,
    PaginatedList,
    RequestContext,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';

import { renameListFields } from '../../../common/list-options';
import { DEALERS_PLUGIN_OPTIONS, DealersPluginOptions } from '../constants';
import { ExperienceCenter, ExperienceCenterType } from '../entities/experience-center.entity';

/** GraphQL shape (snake_case `is_active` as in SPEC §3). */
export interface ExperienceCenterDto {
    id: ID;
    location: string;
    address1: string;
    address2: string | null;
    city: string;
    state: string;
    country: string;
    latitude: number;
    longitude: number;
    is_active: boolean;
    upcoming: boolean;
    dealerId: string | null;
    dealerSlug: string;
    gmapsLink: string;
    type: ExperienceCenterType;
    operatingHours: string | null;
    zipCode: string | null;
    inJabodetabek: boolean;
}

export type ExperienceCenterInput = Partial<Omit<ExperienceCenterDto, 'id'>>;

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

@Injectable()
export class ExperienceCenterService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        @Inject(DEALERS_PLUGIN_OPTIONS) private options: DealersPluginOptions,
    ) {}

    async findAll(ctx: RequestContext, city?: string | null, includeInactive = false): Promise<ExperienceCenterDto[]> {
        const qb = this.connection.getRepository(ctx, ExperienceCenter).createQueryBuilder('ec');
        if (!includeInactive && !this.options.includeInactive) qb.andWhere('ec.isActive = :active', { active: true });
        if (city?.trim()) qb.andWhere('LOWER(ec.city) = :city', { city: city.trim().toLowerCase() });
        qb.orderBy('ec.inJabodetabek', 'DESC').addOrderBy('ec.city', 'ASC').addOrderBy('ec.location', 'ASC');
        const rows = await qb.getMany();
        return rows.map(toDto);
    }

    /** The back office's list: every place, active or not, with the standard list options. */
    async findList(ctx: RequestContext, options?: ListQueryOptions<ExperienceCenter>): Promise<PaginatedList<ExperienceCenterDto>> {
        const [rows, totalItems] = await this.listQueryBuilder
            // The GraphQL field keeps SPEC §3's snake_case name; the column is isActive.
            .build(ExperienceCenter, renameListFields(options, { is_active: 'isActive' }), {
                ctx,
                orderBy: { city: 'ASC', location: 'ASC' },
            })
            .getManyAndCount();
        return { items: rows.map(toDto), totalItems };
    }

    async findOne(ctx: RequestContext, id: ID): Promise<ExperienceCenterDto | null> {
        const row = await this.connection.getRepository(ctx, ExperienceCenter).findOne({ where: { id } });
        return row ? toDto(row) : null;
    }

    findBySlug(ctx: RequestContext, dealerSlug: string): Promise<ExperienceCenter | null> {
        return this.connection.getRepository(ctx, ExperienceCenter).findOne({ where: { dealerSlug } });
    }

    async create(ctx: RequestContext, input: ExperienceCenterInput): Promise<ExperienceCenterDto> {
        const entity = new ExperienceCenter({ country: 'Indonesia', isActive: true, upcoming: false });
        applyInput(entity, input);
        this.validate(entity);
        if (await this.findBySlug(ctx, entity.dealerSlug)) {
            throw new UserInputError(`A location with slug "${entity.dealerSlug}" already exists`);
        }
        const saved = await this.connection.getRepository(ctx, ExperienceCenter).save(entity);
        return toDto(saved);
    }

    async update(ctx: RequestContext, input: ExperienceCenterInput & { id: ID }): Promise<ExperienceCenterDto> {
        const entity = await this.connection.getEntityOrThrow(ctx, ExperienceCenter, input.id);
        const previousSlug = entity.dealerSlug;
        applyInput(entity, input);
        this.validate(entity);
        if (entity.dealerSlug !== previousSlug && (await this.findBySlug(ctx, entity.dealerSlug))) {
            throw new UserInputError(`A location with slug "${entity.dealerSlug}" already exists`);
        }
        const saved = await this.connection.getRepository(ctx, ExperienceCenter).save(entity);
        return toDto(saved);
    }

    async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const entity = await this.connection.getEntityOrThrow(ctx, ExperienceCenter, id);
        await this.connection.getRepository(ctx, ExperienceCenter).remove(entity);
        return { result: DeletionResult.DELETED };
    }

    private validate(e: ExperienceCenter) {
        const required: Array<keyof ExperienceCenter> = ['location', 'address1', 'city', 'state', 'gmapsLink'];
        for (const key of required) {
            if (!String(e[key] ?? '').trim()) throw new UserInputError(`${String(key)} is required`);
        }
        if (!SLUG.test(e.dealerSlug ?? '')) throw new UserInputError('dealerSlug must be lower-case letters, digits and dashes');
        if (!(e.latitude >= -90 && e.latitude <= 90) || !(e.longitude >= -180 && e.longitude <= 180)) {
            throw new UserInputError('Invalid coordinates');
        }
        if (e.type !== 'EXPERIENCE_CENTER' && e.type !== 'DEALER') throw new UserInputError('Invalid type');
        if (!/^https:\/\//.test(e.gmapsLink)) throw new UserInputError('gmapsLink must be an https URL');
    }
}

function applyInput(entity: ExperienceCenter, input: ExperienceCenterInput) {
    const { is_active, ...rest } = input;
    for (const [key, value] of Object.entries(rest)) {
        if (value !== undefined) (entity as unknown as Record<string, unknown>)[key] = value;
    }
    if (is_active !== undefined && is_active !== null) entity.isActive = is_active;
}

export function toDto(e: ExperienceCenter): ExperienceCenterDto {
    return {
        id: e.id,
        location: e.location,
        address1: e.address1,
        address2: e.address2 ?? null,
        city: e.city,
        state: e.state,
        country: e.country,
        latitude: Number(e.latitude),
        longitude: Number(e.longitude),
        is_active: !!e.isActive,
        upcoming: !!e.upcoming,
        dealerId: e.dealerId ?? null,
        dealerSlug: e.dealerSlug,
        gmapsLink: e.gmapsLink,
        type: e.type,
        operatingHours: e.operatingHours ?? null,
        zipCode: e.zipCode ?? null,
        inJabodetabek: !!e.inJabodetabek,
    };
}
