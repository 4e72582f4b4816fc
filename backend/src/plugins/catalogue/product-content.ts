/**
 * The content blocks of a motorcycle's product page (SPEC §3 "Product content blocks": column slider,
 * specification, colours, main body, battery). Stored per language as JSON in the Product custom field
 * `pageContent` (so editors translate it like the name and description), exposed typed as `Product.content`.
 */
export interface ContentItem {
    title: string;
    body: string;
}

export interface SpecItem {
    /** The figure's stable name (topSpeed, rangeSingle, homeCharge, …): other pages quote the figure by it. */
    key?: string;
    label: string;
    value: string;
}

export interface BatteryOptionContent {
    /** Battery option code: single, dual or subscription-rental (the variant option codes). */
    code: string;
    title: string;
    body: string;
    range: string;
    charging: string;
}

export interface ProductContent {
    tagline: string;
    columnSlider: ContentItem[];
    specification: SpecItem[];
    colors: ContentItem;
    mainBody: { title: string; body: string; highlights: ContentItem[] };
    battery: { title: string; body: string; options: BatteryOptionContent[] };
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isItem = (v: unknown): v is ContentItem => isObject(v) && isString(v.title) && isString(v.body);

/** The problem with a stored value, or null when it is a complete ProductContent. */
export function contentProblem(value: unknown): string | null {
    if (!isObject(value)) return 'must be a JSON object';
    if (!isString(value.tagline)) return 'tagline is required';
    if (!Array.isArray(value.columnSlider) || !value.columnSlider.length || !value.columnSlider.every(isItem))
        return 'columnSlider needs at least one { title, body }';
    if (
        !Array.isArray(value.specification) ||
        !value.specification.length ||
        !value.specification.every(s => isObject(s) && isString(s.label) && isString(s.value))
    )
        return 'specification needs at least one { label, value }';
    if (!isItem(value.colors)) return 'colors needs { title, body }';
    const main = value.mainBody;
    if (!isObject(main) || !isItem(main) || !Array.isArray(main.highlights)) return 'mainBody needs { title, body, highlights }';
    if (!(main.highlights as unknown[]).every(isItem)) return 'mainBody.highlights must be { title, body } items';
    const battery = value.battery;
    if (!isObject(battery) || !isItem(battery) || !Array.isArray(battery.options)) return 'battery needs { title, body, options }';
    const options = battery.options as unknown[];
    if (
        !options.every(
            o => isObject(o) && isString(o.code) && isString(o.title) && isString(o.body) && isString(o.range) && isString(o.charging),
        )
    )
        return 'battery.options must be { code, title, body, range, charging } items';
    return null;
}

/** Parses a stored value; null when empty or invalid (an invalid value cannot be saved, see the field's validate). */
export function parseContent(raw: string | null | undefined): ProductContent | null {
    if (!raw) return null;
    try {
        const value: unknown = JSON.parse(raw);
        return contentProblem(value) ? null : (value as ProductContent);
    } catch {
        return null;
    }
}
