import { CustomFieldConfig, LanguageCode } from '@vendure/core';

import { PRODUCT_CONTENT_FIELD } from './constants';
import { contentProblem } from './product-content';

/** Product page content, one JSON document per language; read through the typed `Product.content` instead. */
export const productCustomFields: CustomFieldConfig[] = [
    {
        name: PRODUCT_CONTENT_FIELD,
        type: 'localeText',
        nullable: true,
        public: false,
        label: [
            { languageCode: LanguageCode.en, value: 'Page content (JSON)' },
            { languageCode: LanguageCode.id, value: 'Konten halaman (JSON)' },
        ],
        description: [
            {
                languageCode: LanguageCode.en,
                value: 'Column slider, specification, colours, main body and battery blocks of the product page.',
            },
        ],
        validate: (value: unknown) => {
            if (value === null || value === undefined || value === '') return;
            try {
                const problem = contentProblem(JSON.parse(String(value)));
                return problem ? `Page content: ${problem}` : undefined;
            } catch {
                return 'Page content must be valid JSON';
            }
        },
    },
];
