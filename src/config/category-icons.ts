/**
 * The icon names a brand category may use. The list belongs to the data pipeline, which
 * rejects any other name in brand-categories.json; CategoryIcon draws exactly these.
 */
export { CATEGORY_ICON_NAMES, type CategoryIconName } from '../pipeline/entities/category-icons';
