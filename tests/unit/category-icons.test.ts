import { CATEGORY_ICON_NAMES } from '../../src/config/category-icons';
import { categoryIcons } from '../../src/components/CategoryIcon/CategoryIcon';
import { readBrandCategories } from '../../src/pipeline/check/json-files';
import categories from '../../data/brand-categories.json';
import { issueLine } from '../../src/pipeline/rules/issue';

describe('brand category icons', () => {
  it('draws exactly the icons the data check allows', () => {
    expect(Object.keys(categoryIcons).sort()).toEqual([...CATEGORY_ICON_NAMES].sort());
  });

  it('rejects a category whose icon the site cannot draw, naming the row and column', () => {
    const text = JSON.stringify([{ ...categories[0], icon: 'Rocket' }, ...categories.slice(1)]);
    const { log } = readBrandCategories(text);
    const messages = log.issues.map(issueLine).join('\n');
    expect(messages).toMatch(/entry 1, column icon/);
    expect(messages).toMatch(/icon/);
    expect(messages).toMatch(/Bike/);
  });
});
