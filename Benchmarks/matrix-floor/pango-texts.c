// Lays out the texts of a spec file with Pango, as a device matrix would
// (Benchmarks/matrix-against-pango):
// each line "env<TAB>text<TAB>family<TAB>weight<TAB>size<TAB>width<TAB>maxLines<TAB>letterSpacing<TAB>rtl".
// Usage: pango-texts SPEC FONTDIR ENVIRONMENTS REPEATS -> prints microseconds per environment.
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { int env; char *text; char *family; int weight; double size, width; int maxLines; double spacing; int rtl; } Item;

int main(int argc, char **argv) {
    FcConfigAppFontAddDir(NULL, (const FcChar8 *)argv[2]);
    int environments = atoi(argv[3]), repeats = atoi(argv[4]);
    FILE *file = fopen(argv[1], "r");
    Item items[20000]; int count = 0; char line[8192];
    while (fgets(line, sizeof line, file)) {
        line[strcspn(line, "\n")] = 0;
        Item item; char *save; char *field = strtok_r(line, "\t", &save);
        item.env = atoi(field);
        item.text = strdup(strtok_r(NULL, "\t", &save));
        item.family = strdup(strtok_r(NULL, "\t", &save));
        item.weight = atoi(strtok_r(NULL, "\t", &save));
        item.size = atof(strtok_r(NULL, "\t", &save));
        item.width = atof(strtok_r(NULL, "\t", &save));
        item.maxLines = atoi(strtok_r(NULL, "\t", &save));
        item.spacing = atof(strtok_r(NULL, "\t", &save));
        item.rtl = atoi(strtok_r(NULL, "\t", &save));
        if (item.env < environments) items[count++] = item;
    }
    PangoFontMap *map = pango_cairo_font_map_new();
    PangoContext *context = pango_font_map_create_context(map);
    long long total = 0; int sink = 0;
    struct timespec start, end;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &start);
    for (int r = 0; r < repeats; r++) {
        for (int i = 0; i < count; i++) {
            Item *item = &items[i];
            pango_context_set_base_dir(context, item->rtl ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR);
            PangoLayout *layout = pango_layout_new(context);
            PangoFontDescription *font = pango_font_description_new();
            pango_font_description_set_family(font, item->family);
            pango_font_description_set_weight(font, item->weight);
            pango_font_description_set_absolute_size(font, item->size * PANGO_SCALE);
            pango_layout_set_font_description(layout, font);
            pango_layout_set_width(layout, (int)(item->width * PANGO_SCALE));
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
            pango_layout_set_height(layout, -item->maxLines);
            PangoAttrList *attributes = pango_attr_list_new();
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new((int)(item->spacing * PANGO_SCALE)));
            pango_layout_set_attributes(layout, attributes);
            pango_layout_set_text(layout, item->text, -1);
            PangoRectangle ink, logical;
            pango_layout_get_extents(layout, &ink, &logical);
            sink += logical.height + pango_layout_get_line_count(layout);
            pango_attr_list_unref(attributes);
            pango_font_description_free(font);
            g_object_unref(layout);
        }
    }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &end);
    double seconds = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
    printf("%d texts in %d environments, %d passes: %.2f us CPU per environment (%d)\n", count, environments, repeats,
           seconds * 1e6 / repeats / environments, sink & 1);
    return 0;
}
